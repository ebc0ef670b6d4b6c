import type { Image } from '@lapm/contracts';
import { type ReactNode, useRef } from 'react';
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

/** A horizontal move longer than this, in CSS pixels, is a swipe to the next or previous photo. */
const SWIPE_DISTANCE = 40;
/** A downward move longer than this closes the viewer: longer than a sideways swipe's wobble. */
const CLOSE_DISTANCE = 80;
/** A press that moves less than this is a tap. */
const TAP_DISTANCE = 10;

/**
 * Whether a point falls on the photo as drawn: its box is the whole screen and the photo is
 * contained in it, so the bands beside it are backdrop. Unknown sizes count as photo.
 */
function onPhoto(image: HTMLImageElement, x: number, y: number): boolean {
  const box = image.getBoundingClientRect();
  const width = image.naturalWidth || Number(image.getAttribute('width'));
  const height = image.naturalHeight || Number(image.getAttribute('height'));
  if (!width || !height || !box.width || !box.height) return true;
  const scale = Math.min(box.width / width, box.height / height);
  const left = box.left + (box.width - width * scale) / 2;
  const top = box.top + (box.height - height * scale) / 2;
  return x >= left && x <= left + width * scale && y >= top && y <= top + height * scale;
}

/** Pinched in, a finger pans the photo: no swipe then. */
const zoomedIn = () => (window.visualViewport?.scale ?? 1) > 1.01;

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
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  // Fingers on the screen: a second one is a pinch, no swipe.
  const pointers = useRef(new Set<number>());
  useFocusTrap(viewer, { onEscape: onClose, initialFocus: close });
  const count = images.length;
  const move = (step: number) => onIndexChange((index + step + count) % count);
  const swiped = useRef(false);
  const tapped = useRef(false);
  // Set on the elements, not in state: a render per pointer move would lag behind the finger.
  const follow = (dy: number) => {
    if (stage.current) stage.current.style.translate = dy ? `0 ${dy}px` : '';
    if (viewer.current) viewer.current.style.opacity = dy ? String(Math.max(0.4, 1 - dy / 400)) : '';
  };
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
      onPointerDown={(event) => {
        pointers.current.add(event.pointerId);
        swipeStart.current = pointers.current.size === 1 ? { x: event.clientX, y: event.clientY } : null;
        swiped.current = false;
        tapped.current = false;
      }}
      // The photo follows a finger drawn down, and lets the page show through: it will close.
      onPointerMove={(event) => {
        const start = swipeStart.current;
        if (!start || zoomedIn()) return;
        const dy = event.clientY - start.y;
        follow(dy > 0 && dy > Math.abs(event.clientX - start.x) ? dy : 0);
      }}
      onPointerCancel={(event) => {
        pointers.current.delete(event.pointerId);
        swipeStart.current = null;
        follow(0);
      }}
      // A mouse drawn across the photo would drag the image out instead of swiping.
      onDragStart={(event) => event.preventDefault()}
      onPointerUp={(event) => {
        pointers.current.delete(event.pointerId);
        const start = swipeStart.current;
        swipeStart.current = null;
        follow(0);
        if (!start) return;
        const dx = event.clientX - start.x;
        const dy = event.clientY - start.y;
        tapped.current = Math.hypot(dx, dy) < TAP_DISTANCE;
        if (zoomedIn()) return;
        if (dy > CLOSE_DISTANCE && dy > Math.abs(dx)) {
          swiped.current = true;
          onClose();
        } else if (count > 1 && Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
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
      // A tap beside the photo closes: on the backdrop, not on the bars of controls, where a
      // thumb that just misses a button must not lose the photo. Keys press controls only.
      onClick={(event) => {
        const target = event.target as Node;
        if (!tapped.current || (target !== viewer.current && !stage.current?.contains(target))) return;
        tapped.current = false;
        const photo = stage.current?.querySelector('img');
        if (photo && onPhoto(photo, event.clientX, event.clientY)) return;
        onClose();
      }}
    >
      {/* The photo fills a frame of the screen's size, contained and centred; the controls sit above it. */}
      <div ref={stage} className={styles.stage}>
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
      {(actions || captionText) && (
        <div className={styles.foot}>
          {captionText && <p className={styles.caption}>{captionText}</p>}
          {actions?.(index)}
        </div>
      )}
    </div>
  );
}
