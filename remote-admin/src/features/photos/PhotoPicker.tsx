import { api } from '@lapm/api-client';
import { defaultFocalPoint, PHOTO_PAGE_SIZE, type Photo } from '@lapm/contracts';
import { FormError, useLoad } from '@lapm/forms';
import { Button, SearchBox } from '@lapm/ui';
import { type KeyboardEvent, useCallback, useId, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './PhotoPicker.module.css';

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

/**
 * The library's published photos as a grid of thumbnails to choose from, searched by their
 * description. Each thumbnail is a button (a tap, a click, Enter or Space chooses it); the arrow
 * keys, Home and End move between them. Used wherever she picks a photo for the site.
 */
export function PhotoPicker({ hint, chosen = [], disabled = false, pickLabel, onPick }: PhotoPickerProps) {
  const text = fr.photos.picker;
  const labelOf = pickLabel ?? text.choose;
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // Published photos only, asked of the server: filtered here, a page of a large library could hold none.
  const load = useCallback(() => api.photos.list({ q: query, published: 'true', page }), [query, page]);
  const state = useLoad(load);

  function search() {
    setPage(1);
    setQuery(draft);
  }

  // No form of its own: the picker may sit inside another form, which Enter here must not send.
  function searchOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  }

  function move(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, next))]?.focus();
  }

  const taken = new Set(chosen);
  const photos = state.status === 'ready' ? state.data.data : [];
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / PHOTO_PAGE_SIZE)) : 1;
  return (
    <div className={styles.picker}>
      <div className={styles.search}>
        <SearchBox
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={draft}
          onChange={setDraft}
          onKeyDown={searchOnEnter}
        />
        <Button variant="secondary" onClick={search}>
          {text.search}
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {hint ? `${hint} ` : ''}
        {text.keys}
      </p>
      {state.status === 'loading' && <p className={styles.hint}>{text.loading}</p>}
      {state.status === 'error' && <FormError>{state.message}</FormError>}
      {state.status === 'ready' && photos.length === 0 && <p className={styles.hint}>{text.none}</p>}
      {photos.length > 0 && (
        // The arrow keys move between the buttons it holds.
        <ul className={styles.grid} aria-describedby={hintId} onKeyDown={move}>
          {photos.map((photo) => {
            const isChosen = taken.has(photo.id);
            const src = thumbnailOf(photo);
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={isChosen ? text.chosen(photo.alt) : labelOf(photo.alt)}
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
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pages} aria-label={text.pageOf(page, pages)}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {text.previous}
          </Button>
          <span>{text.pageOf(page, pages)}</span>
          <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {text.next}
          </Button>
        </nav>
      )}
    </div>
  );
}
