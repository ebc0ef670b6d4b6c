import { api } from '@lapm/api-client';
import type { Photo } from '@lapm/contracts';
import { CardGrid, FormError, useLoad } from '@lapm/forms';
import { Button, Card, SearchBox } from '@lapm/ui';
import { type FormEvent, useCallback, useState } from 'react';
import { fr } from '../../i18n/fr';
import { pictureOf } from '../shared/photoPicture';
import styles from './placements.module.css';

interface LibraryPickerProps {
  /** Already chosen: not offered again. */
  chosen: readonly Photo[];
  /** The place takes no more photos. */
  full: boolean;
  onAdd: (photo: Photo) => void;
}

/** The library's published photos, searched by their alt text, each to add to the selection. */
export function LibraryPicker({ chosen, full, onAdd }: LibraryPickerProps) {
  const text = fr.placements;
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  // Published photos only, asked of the server: filtered here, the first page of a large library
  // could hold none of them.
  const load = useCallback(() => api.photos.list({ q: query, published: 'true' }), [query]);
  const state = useLoad(load);

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(draft);
  }

  const taken = new Set(chosen.map((photo) => photo.id));
  const offered = state.status === 'ready' ? state.data.data.filter((photo) => !taken.has(photo.id)) : [];
  return (
    <section aria-labelledby="placements-picker">
      <h2 id="placements-picker" className={styles.heading}>
        {text.pickerHeading}
      </h2>
      <p className={styles.hint}>{text.pickerHint}</p>
      <form className={styles.search} onSubmit={search}>
        <SearchBox
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={draft}
          onChange={setDraft}
        />
        <Button type="submit" variant="secondary">
          {text.search}
        </Button>
      </form>
      {state.status === 'error' && <FormError>{state.message}</FormError>}
      {state.status === 'ready' && offered.length === 0 && <p className={styles.hint}>{text.noPublished}</p>}
      {offered.length > 0 && (
        <CardGrid className={styles.library}>
          {offered.map((photo) => (
            <Card
              key={photo.id}
              as="li"
              headingLevel={3}
              title={photo.alt}
              image={pictureOf(photo)}
              imageRatio={1}
              imageSizes="12rem"
              actions={
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={text.add(photo.alt)}
                  disabled={full}
                  onClick={() => onAdd(photo)}
                >
                  {text.addShort}
                </Button>
              }
            />
          ))}
        </CardGrid>
      )}
    </section>
  );
}
