import type { Photo } from '@lapm/contracts';
import { FormError } from '@lapm/forms';
import { type ReactNode, useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './PhotoPicker.module.css';
import { PublishedPhotoPages, PublishedPhotoSearch } from './PublishedPhotoSearch';
import { usePublishedPhotos } from './usePublishedPhotos';

/** The photos a place's list offers: the search's page, and the photo it holds if another search hid it. */
export type CandidatesFor = (chosenId: string) => readonly Photo[];

interface ReplacementChoicesProps {
  /** The lists of the dialog, each offered the photos found. */
  children: (candidatesFor: CandidatesFor) => ReactNode;
}

/**
 * The replacements a dialog offers, found in the whole library: a search by description or file
 * name, asked of the server with its pages, above the lists it fills. Mounted with the open dialog,
 * so the library's page asks nothing more until she opens one.
 */
export function ReplacementChoices({ children }: ReplacementChoicesProps) {
  const text = fr.photos;
  const library = usePublishedPhotos();
  const { state, photos } = library;
  // A choice stays in its list after another search: its photo is remembered.
  const [seen, setSeen] = useState<ReadonlyMap<string, Photo>>(new Map());
  useEffect(() => {
    if (photos.length > 0) setSeen((known) => new Map([...known, ...photos.map((p) => [p.id, p] as const)]));
  }, [photos]);
  const candidatesFor: CandidatesFor = (chosenId) => {
    const chosen = seen.get(chosenId);
    return chosen && !photos.some((photo) => photo.id === chosenId) ? [chosen, ...photos] : photos;
  };
  return (
    <>
      <div className={styles.picker}>
        <p className={styles.hint}>{text.replacementSearchHint}</p>
        <PublishedPhotoSearch
          library={library}
          label={text.replacementSearchLabel}
          placeholder={text.replacementSearchPlaceholder}
        />
        {state.status === 'loading' && <p className={styles.hint}>{text.replacementsLoading}</p>}
        {state.status === 'error' && <FormError>{state.message}</FormError>}
        {state.status === 'ready' && photos.length === 0 && <p className={styles.hint}>{text.picker.none}</p>}
        <PublishedPhotoPages library={library} />
      </div>
      {children(candidatesFor)}
    </>
  );
}
