import type { Image } from '@lapm/contracts';
import { Picture } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './Article.module.css';

interface ZoomableImageProps {
  image: Image;
  onOpen: (image: Image) => void;
  /** The cover, the page's largest image: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
}

/** A photo of the article as a button that opens it full size. */
export function ZoomableImage({ image, onOpen, priority = false, className }: ZoomableImageProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.zoom} ${className}` : styles.zoom}
      aria-label={fr.article.openImage(image.alt)}
      onClick={() => onOpen(image)}
    >
      <Picture image={image} priority={priority} />
    </button>
  );
}
