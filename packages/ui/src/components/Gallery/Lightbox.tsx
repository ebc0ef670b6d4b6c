import type { Image } from '@lapm/contracts';
import { type ReactNode, type RefObject, useRef } from 'react';
import { createPortal } from 'react-dom';
import { fr } from '../../i18n/fr';
import { useFocusTrap } from '../../internal/useFocusTrap';
import { imageKey, type Photo, Picture } from '../Picture/Picture';
import styles from './Gallery.module.css';
import { useViewerGestures } from './useViewerGestures';

export interface LightboxProps {
  images: readonly (Image | Photo)[];
  /** The photo shown; the viewer is open while this is a number. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /**
   * Controls of the photo shown (a client's heart and download), under it. The portfolio and the
   * articles have none.
   */
  actions?: (index: number) => ReactNode;
  /** The text under the photo; its description (`alt`) by default, nothing when this gives null. */
  caption?: (index: number) => ReactNode;
}

/**
 * Full-size photo viewer, the photo contained in the screen. Arrow keys, the side buttons and a
 * sideways swipe move (wrapping around); Escape, the close button, a swipe down and a tap beside
 * the photo close it; focus stays inside and returns to the opener afterwards.
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
  actions,
  caption = (shown) => images[shown]?.alt,
}: LightboxProps & { index: number; image: Image | Photo }) {
  const viewer = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useFocusTrap(viewer, { onEscape: onClose, initialFocus: close });
  const count = images.length;
  const move = (step: number) => onIndexChange((index + step + count) % count);
  const gestures = useViewerGestures({ viewer, stage, count, move, onClose });
  const captionText = caption(index);
  return (
    // The swipe is the whole viewer's, the side buttons included: a thumb that lands on → still swipes.
    <div
      ref={viewer}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={fr.lightbox.label}
      // A press on the photo keeps focus in the viewer (here), not on the page behind: the arrows still work.
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
      }}
      {...gestures}
    >
      {/* The photo fills a frame of the screen's size, contained and centred; the controls sit above it. */}
      <div ref={stage} className={styles.stage}>
        <Picture key={imageKey(image)} image={image} fit="contain" loading="eager" className={styles.photo} />
      </div>
      <Controls index={index} count={count} closeButton={close} move={move} onClose={onClose} />
      {(actions || captionText) && (
        <div className={styles.foot}>
          {captionText && <p className={styles.caption}>{captionText}</p>}
          {actions?.(index)}
        </div>
      )}
    </div>
  );
}

interface ControlsProps {
  index: number;
  count: number;
  /** Focused when the viewer opens. */
  closeButton: RefObject<HTMLButtonElement | null>;
  move: (step: number) => void;
  onClose: () => void;
}

/** The position and the close button above the photo; beside it, the arrows when there are others. */
function Controls({ index, count, closeButton: close, move, onClose }: ControlsProps) {
  return (
    <>
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
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.control} ${styles.previous}`}
            aria-label={fr.lightbox.previous}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className={`${styles.control} ${styles.next}`}
            aria-label={fr.lightbox.next}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">→</span>
          </button>
        </>
      )}
    </>
  );
}
