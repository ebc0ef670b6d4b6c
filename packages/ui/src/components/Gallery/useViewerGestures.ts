import { type PointerEvent, type MouseEvent as ReactMouseEvent, type RefObject, useRef } from 'react';

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

interface Gestures {
  viewer: RefObject<HTMLDivElement | null>;
  /** The frame of the photo, which follows a finger drawn down. */
  stage: RefObject<HTMLDivElement | null>;
  count: number;
  move: (step: number) => void;
  onClose: () => void;
}

type Flag = RefObject<boolean>;

/**
 * The viewer's fingers and mouse: a sideways swipe moves, a swipe down or a tap beside the photo
 * closes. The handlers go on the whole viewer, the side buttons included: a thumb that lands on
 * → still swipes.
 */
export function useViewerGestures(gestures: Gestures) {
  const swiped = useRef(false);
  const tapped = useRef(false);
  return { ...usePointers(gestures, swiped, tapped), ...clicks(gestures, swiped, tapped) };
}

function usePointers({ viewer, stage, count, move, onClose }: Gestures, swiped: Flag, tapped: Flag) {
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  // Fingers on the screen: a second one is a pinch, no swipe.
  const pointers = useRef(new Set<number>());
  // Set on the elements, not in state: a render per pointer move would lag behind the finger.
  const follow = (dy: number) => {
    if (stage.current) stage.current.style.translate = dy ? `0 ${dy}px` : '';
    if (viewer.current) viewer.current.style.opacity = dy ? String(Math.max(0.4, 1 - dy / 400)) : '';
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      pointers.current.add(event.pointerId);
      swipeStart.current = pointers.current.size === 1 ? { x: event.clientX, y: event.clientY } : null;
      swiped.current = false;
      tapped.current = false;
    },
    // The photo follows a finger drawn down, and lets the page show through: it will close.
    onPointerMove: (event: PointerEvent) => {
      const start = swipeStart.current;
      if (!start || zoomedIn()) return;
      const dy = event.clientY - start.y;
      follow(dy > 0 && dy > Math.abs(event.clientX - start.x) ? dy : 0);
    },
    onPointerCancel: (event: PointerEvent) => {
      pointers.current.delete(event.pointerId);
      swipeStart.current = null;
      follow(0);
    },
    // A mouse drawn across the photo would drag the image out instead of swiping.
    onDragStart: (event: ReactMouseEvent) => event.preventDefault(),
    onPointerUp: (event: PointerEvent) => {
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
    },
  };
}

function clicks({ viewer, stage, onClose }: Gestures, swiped: Flag, tapped: Flag) {
  return {
    // A swipe that began on a button is no press of it.
    onClickCapture: (event: ReactMouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // A tap beside the photo closes: on the backdrop, not on the bars of controls, where a
    // thumb that just misses a button must not lose the photo. Keys press controls only.
    onClick: (event: ReactMouseEvent) => {
      const target = event.target as Node;
      if (!tapped.current || (target !== viewer.current && !stage.current?.contains(target))) return;
      tapped.current = false;
      const photo = stage.current?.querySelector('img');
      if (photo && onPhoto(photo, event.clientX, event.clientY)) return;
      onClose();
    },
  };
}
