import { useCallback, useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './gallery.module.css';

/** How long each photo stays in the slideshow. */
export const SLIDE_MS = 4000;

/** Controls that a space bar presses: a space on them is theirs, not the slideshow's. */
const PRESSABLE = 'button, a[href], input, select, textarea, summary, [role="button"], [contenteditable]';

/**
 * The viewer's slideshow: every SLIDE_MS the next photo (wrapping round). It stops when the
 * viewer closes (a close, Back, another page) or when the visitor moves to a photo herself.
 * The space bar toggles it while no control has focus (on a button, a space presses the button).
 */
export function useSlideshow(index: number | null, count: number, show: (index: number) => void) {
  const [playing, setPlaying] = useState(false);
  // The photo the slideshow is on: any other means the visitor moved, or closed the viewer.
  const expected = useRef<number | null>(null);
  const showRef = useRef(show);
  showRef.current = show;

  useEffect(() => {
    if (playing && index !== expected.current) setPlaying(false);
  }, [playing, index]);

  useEffect(() => {
    if (!playing || index === null || count < 2) return;
    const timer = setTimeout(() => {
      const next = (index + 1) % count;
      expected.current = next;
      showRef.current(next);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count]);

  const toggle = useCallback(() => {
    expected.current = index;
    setPlaying((was) => !was);
  }, [index]);

  useEffect(() => {
    if (index === null || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat) return;
      if (event.target instanceof Element && event.target.closest(PRESSABLE)) return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, toggle]);

  return { playing: playing && index !== null, toggle };
}

/**
 * « Diaporama » / « Pause », with a bar that fills while a photo waits for the next (still,
 * for a visitor who asks for less motion: the photos change all the same).
 */
export function SlideshowButton({
  playing,
  index,
  onToggle,
}: {
  playing: boolean;
  index: number;
  onToggle: () => void;
}) {
  const text = fr.gallery;
  return (
    <div className={styles.slideshow}>
      <button type="button" className={styles.slideshowButton} onClick={onToggle}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        {playing ? text.slideshowPause : text.slideshow}
      </button>
      {playing && (
        <span
          key={index}
          aria-hidden="true"
          className={styles.slideshowTime}
          style={{ animationDuration: `${SLIDE_MS}ms` }}
        />
      )}
    </div>
  );
}
