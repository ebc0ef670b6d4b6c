import type { Image } from '@lapm/contracts';
import { largeImageHref, opensInPlace, Picture } from '@lapm/ui';
import styles from './ArticleBody.module.css';
import { fr } from './fr';

interface ZoomableImageProps {
  image: Image;
  onOpen: (image: Image) => void;
  /** The cover, the page's largest image: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A photo of the article as a link to it at full size, which works before any script; the app
 * turns the click into the viewer.
 */
export function ZoomableImage({ image, onOpen, priority = false, className }: ZoomableImageProps) {
  return (
    <a
      href={largeImageHref(image)}
      className={className ? `${styles.zoom} ${className}` : styles.zoom}
      aria-label={fr.openImage(image.alt)}
      onClick={(event) => {
        if (!opensInPlace(event)) return;
        event.preventDefault();
        onOpen(image);
      }}
    >
      <Picture image={image} priority={priority} />
    </a>
  );
}
