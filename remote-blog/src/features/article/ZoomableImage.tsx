import type { Image } from '@lapm/contracts';
import { Picture } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './Article.module.css';

interface ZoomableImageProps {
  image: Image;
  onOpen: (image: Image) => void;
  /** The cover is above the fold: load it at once. */
  eager?: boolean;
  className?: string;
}

/** A photo of the article as a button that opens it full size. */
export function ZoomableImage({ image, onOpen, eager = false, className }: ZoomableImageProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.zoom} ${className}` : styles.zoom}
      aria-label={fr.article.openImage(image.alt)}
      onClick={() => onOpen(image)}
    >
      <Picture image={image} loading={eager ? 'eager' : 'lazy'} />
    </button>
  );
}
