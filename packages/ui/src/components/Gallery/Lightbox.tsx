import type { Image } from '@lapm/contracts';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { fr } from '../../i18n/fr';
import { useFocusTrap } from '../../internal/useFocusTrap';
import { imageKey, type Photo, Picture } from '../Picture/Picture';
import styles from './Gallery.module.css';

export interface LightboxProps {
  images: readonly (Image | Photo)[];
  /** The photo shown; the viewer is open while this is a number. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Full-size photo viewer. Arrow keys and the side buttons move (wrapping around), Escape
 * and the close button close it, focus stays inside and returns to the opener afterwards.
 */
export function Lightbox(props: LightboxProps) {
  const image = props.index === null ? undefined : props.images[props.index];
  return props.index !== null && image
    ? createPortal(<Viewer {...props} index={props.index} image={image} />, document.body)
    : null;
}

function Viewer({
  images,
  index,
  image,
  onIndexChange,
  onClose,
}: LightboxProps & { index: number; image: Image | Photo }) {
  const viewer = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusTrap(viewer, { onEscape: onClose, initialFocus: close });
  const count = images.length;
  const move = (step: number) => onIndexChange((index + step + count) % count);
  return (
    <div
      ref={viewer}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={fr.lightbox.label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      <div className={styles.bar}>
        <p aria-live="polite" className={styles.position}>
          {fr.lightbox.position(index + 1, count)}
        </p>
        <button
          ref={close}
          type="button"
          className={styles.control}
          aria-label={fr.lightbox.close}
          onClick={onClose}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className={styles.stage}>
        {count > 1 ? (
          <button
            type="button"
            className={styles.control}
            aria-label={fr.lightbox.previous}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">←</span>
          </button>
        ) : (
          <span />
        )}
        <Picture key={imageKey(image)} image={image} fit="contain" loading="eager" className={styles.photo} />
        {count > 1 ? (
          <button
            type="button"
            className={styles.control}
            aria-label={fr.lightbox.next}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">→</span>
          </button>
        ) : (
          <span />
        )}
      </div>
      <p className={styles.caption}>{image.alt}</p>
    </div>
  );
}
