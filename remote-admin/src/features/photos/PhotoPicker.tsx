import { api } from '@lapm/api-client';
import { defaultFocalPoint, type Photo } from '@lapm/contracts';
import { FormError } from '@lapm/forms';
import { type KeyboardEvent, useId } from 'react';
import { fr } from '../../i18n/fr';
import styles from './PhotoPicker.module.css';
import { PublishedPhotoPages, PublishedPhotoSearch } from './PublishedPhotoSearch';
import { usePublishedPhotos } from './usePublishedPhotos';

export interface PhotoPickerProps {
  /** What choosing does, said above the thumbnails. */
  hint?: string;
  /** Ids already chosen: marked, and not chosen twice. */
  chosen?: readonly string[];
  /** Nothing can be chosen for now (a save under way, a full place). */
  disabled?: boolean;
  /** The name of a thumbnail's button, by its description: « Choisir « … » » unless said. */
  pickLabel?: (alt: string) => string;
  onPick: (photo: Photo) => void;
}

/** The thumbnail of a photo: its smallest variant, in WebP, cropped around its focal point. */
const thumbnailOf = (photo: Photo) => {
  const [smallest] = photo.widths;
  return smallest === undefined ? undefined : api.photos.fileUrl(photo.id, smallest, 'webp');
};

const focalPosition = ({ focal_point: { x, y } = defaultFocalPoint }: Photo) => `${x}% ${y}%`;

const keyMoves: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at) => at + 1,
  ArrowDown: (at) => at + 1,
  ArrowLeft: (at) => at - 1,
  ArrowUp: (at) => at - 1,
  Home: () => 0,
  End: (_at, last) => last,
};

/** The arrow keys, Home and End move the focus between the buttons of the grid. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const move = keyMoves[event.key];
  if (at < 0 || move === undefined) return;
  event.preventDefault();
  const last = buttons.length - 1;
  buttons[Math.min(last, Math.max(0, move(at, last)))]?.focus();
}

interface ThumbnailProps {
  photo: Photo;
  label: string;
  isChosen: boolean;
  disabled: boolean;
  onPick: (photo: Photo) => void;
}

function Thumbnail({ photo, label, isChosen, disabled, onPick }: ThumbnailProps) {
  const src = thumbnailOf(photo);
  return (
    <button
      type="button"
      className={styles.thumb}
      aria-label={label}
      title={photo.alt}
      aria-pressed={isChosen}
      disabled={disabled || isChosen}
      onClick={() => onPick(photo)}
    >
      {src && (
        <img
          // The crop of a thumbnail keeps her focal point, as the site's crops do.
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          style={{
            objectPosition: focalPosition(photo),
            backgroundImage: photo.placeholder ? `url("${photo.placeholder}")` : undefined,
          }}
        />
      )}
    </button>
  );
}

/**
 * The library's published photos as a grid of thumbnails to choose from, searched by their
 * description. Each thumbnail is a button (a tap, a click, Enter or Space chooses it); the arrow
 * keys, Home and End move between them. Used wherever she picks a photo for the site.
 */
export function PhotoPicker({ hint, chosen = [], disabled = false, pickLabel, onPick }: PhotoPickerProps) {
  const text = fr.photos.picker;
  const labelOf = pickLabel ?? text.choose;
  const hintId = useId();
  const library = usePublishedPhotos();
  const { state, photos } = library;
  const taken = new Set(chosen);
  return (
    <div className={styles.picker}>
      <PublishedPhotoSearch library={library} />
      <p id={hintId} className={styles.hint}>
        {hint ? `${hint} ` : ''}
        {text.keys}
      </p>
      {state.status === 'loading' && <p className={styles.hint}>{text.loading}</p>}
      {state.status === 'error' && <FormError>{state.message}</FormError>}
      {state.status === 'ready' && photos.length === 0 && <p className={styles.hint}>{text.none}</p>}
      {photos.length > 0 && (
        // The arrow keys move between the buttons it holds.
        <ul className={styles.grid} aria-describedby={hintId} onKeyDown={moveFocus}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <Thumbnail
                photo={photo}
                label={taken.has(photo.id) ? text.chosen(photo.alt) : labelOf(photo.alt)}
                isChosen={taken.has(photo.id)}
                disabled={disabled}
                onPick={onPick}
              />
            </li>
          ))}
        </ul>
      )}
      <PublishedPhotoPages library={library} />
    </div>
  );
}
