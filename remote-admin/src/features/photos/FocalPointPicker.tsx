import type { FocalPoint } from '@lapm/contracts';
import { Picture, type Photo as PictureSource } from '@lapm/ui';
import { type KeyboardEvent, type MouseEvent, useId } from 'react';
import { fr } from '../../i18n/fr';
import styles from './FocalPointPicker.module.css';

interface FocalPointPickerProps {
  /** The whole photo, uncropped, so that a point on screen is the same point of the photo. */
  image: PictureSource;
  value: FocalPoint;
  disabled?: boolean;
  onChange: (point: FocalPoint) => void;
}

/** Arrow keys move the point by this much, in % of the photo. */
const STEP = 5;
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));

/**
 * The photo, to tap where its subject is: the point chosen is where every crop of the photo
 * centres (CSS object-position). A mark shows it; the arrow keys move it for the keyboard, and the
 * change is given once the key is released, so holding a key saves once.
 */
export function FocalPointPicker({ image, value, disabled, onChange }: FocalPointPickerProps) {
  const text = fr.photos;
  const hintId = useId();

  function pick(event: MouseEvent<HTMLButtonElement>) {
    // Enter or Space on the button: no point was pointed at.
    if (event.detail === 0) return;
    const frame = event.currentTarget.getBoundingClientRect();
    if (frame.width === 0 || frame.height === 0) return;
    onChange({
      x: clamp(((event.clientX - frame.left) / frame.width) * 100),
      y: clamp(((event.clientY - frame.top) / frame.height) * 100),
    });
  }

  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-STEP, 0],
    ArrowRight: [STEP, 0],
    ArrowUp: [0, -STEP],
    ArrowDown: [0, STEP],
  };
  function nudge(event: KeyboardEvent<HTMLButtonElement>) {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(value.x + move[0]), y: clamp(value.y + move[1]) });
  }

  return (
    <div className={styles.focal}>
      <button
        type="button"
        className={styles.frame}
        aria-label={text.focalLabel(value.x, value.y)}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={pick}
        onKeyDown={nudge}
      >
        <Picture image={{ ...image, alt: '' }} sizes="16rem" />
        <span
          className={styles.mark}
          style={{ left: `${value.x}%`, top: `${value.y}%` }}
          aria-hidden="true"
        />
      </button>
      <p id={hintId} className={styles.hint}>
        {text.focalHint}
      </p>
    </div>
  );
}
