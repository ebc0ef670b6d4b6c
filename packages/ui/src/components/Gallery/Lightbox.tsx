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
 * Full-size photo viewer, the photo contained in the screen. Arrow keys, the side buttons and a
 * swipe move (wrapping around), Escape and the close button close it, focus stays inside and
 * returns to the opener afterwards.
 */
export function Lightbox(props: LightboxProps) {
  const image = props.index === null ? undefined : props.images[props.index];
  return props.index !== null && image
    ? createPortal(<Viewer {...props} index={props.index} image={image} />, document.body)
    : null;
}

/** A horizontal move longer than this, in CSS pixels, is a swipe to the next or previous photo. */
const SWIPE_DISTANCE = 40;

function Viewer({
  images,
  index,
  image,
  onIndexChange,
  onClose,
}: LightboxProps & { index: number; image: Image | Photo }) {
  const viewer = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  useFocusTrap(viewer, { onEscape: onClose, initialFocus: close });
  const count = images.length;
  const move = (step: number) => onIndexChange((index + step + count) % count);
  const swiped = useRef(false);
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
      onPointerDown={(event) => {
        swipeStart.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
      // A mouse drawn across the photo would drag the image out instead of swiping.
      onDragStart={(event) => event.preventDefault()}
      onPointerUp={(event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (!start || count < 2) return;
        const dx = event.clientX - start.x;
        const dy = event.clientY - start.y;
        if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
          swiped.current = true;
          move(dx < 0 ? 1 : -1);
        }
      }}
      // A swipe that began on a button is no press of it.
      onClickCapture={(event) => {
        if (!swiped.current) return;
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {/* The photo fills a frame of the screen's size, contained and centred; the controls sit above it. */}
      <div className={styles.stage}>
        <Picture key={imageKey(image)} image={image} fit="contain" loading="eager" className={styles.photo} />
      </div>
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
      <p className={styles.caption}>{image.alt}</p>
    </div>
  );
}
