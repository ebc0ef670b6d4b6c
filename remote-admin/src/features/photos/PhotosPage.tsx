import {
  PHOTO_PAGE_SIZE,
  type Photo,
  type PhotoPage,
  paths,
  photoLibraryParams,
  photoLibraryQuery,
} from '@lapm/contracts';
import { CardGrid, FormError } from '@lapm/forms';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { useAdminLoader } from '../shared/useAdminLoader';
import { DeletePhotosDialog } from './DeletePhotosDialog';
import { DescriptionsTable } from './DescriptionsTable';
import { BulkActions, type Filters, FiltersForm, LibraryPages } from './LibraryControls';
import { PhotoCard } from './PhotoCard';
import styles from './photos.module.css';
import { ReplacePhotoDialog } from './ReplacePhotoDialog';
import { UploadZone } from './UploadZone';
import { useSelection } from './useSelection';
import { useUploads } from './useUploads';

/** The address of the library's `page` for `filters`: what is empty is left out. */
function libraryAddress(filters: Filters, page: number) {
  const search = new URLSearchParams();
  if (filters.q) search.set(photoLibraryParams.q, filters.q);
  if (filters.from) search.set(photoLibraryParams.from, filters.from);
  if (filters.to) search.set(photoLibraryParams.to, filters.to);
  if (page > 1) search.set(photoLibraryParams.page, String(page));
  return search;
}

/**
 * The library's page she is on, searched by her filters, both in the address (its loader reads
 * them there), and its changes kept on screen.
 */
function useLibrary() {
  const [search, setSearch] = useSearchParams();
  const { page, ...filters } = photoLibraryQuery(Object.fromEntries(search));
  const [draft, setDraft] = useState<Filters>(filters);
  const { q, from, to } = filters;
  // Back in the browser's history, the fields show the search of the page she is on again.
  useEffect(() => setDraft({ q, from, to }), [q, from, to]);
  const { state, reload: refresh } = useAdminLoader(paths.adminPhotos);
  // The last page received stays on screen while the next loads: the grid does not blink at each refresh.
  const [shown, setShown] = useState<PhotoPage | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setShown(state.data);
  }, [state]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const asked = libraryAddress(draft, 1);
    // The same search again reads again: photos may have come since.
    if (asked.toString() === search.toString()) refresh();
    else setSearch(asked);
  }
  const setPage = (next: number) => setSearch(libraryAddress(filters, next));

  const replace = (...changed: readonly Photo[]) =>
    setShown(
      (current) =>
        current && {
          ...current,
          data: current.data.map((p) => changed.find((photo) => photo.id === p.id) ?? p),
        },
    );
  const pages = shown ? Math.max(1, Math.ceil(shown.total / PHOTO_PAGE_SIZE)) : 1;
  const filtered = filters.q !== '' || filters.from !== '' || filters.to !== '';
  return { draft, setDraft, search: submit, page, setPage, pages, state, shown, refresh, replace, filtered };
}

/** What the count line says: loading, an empty library, nothing found, or how many photos. */
function countText({ shown, state, filtered }: ReturnType<typeof useLibrary>) {
  const text = fr.photos;
  if (!shown) return state.status === 'loading' ? text.loading : '';
  if (shown.total > 0) return text.count(shown.total);
  return filtered ? text.noMatch : text.empty;
}

export default function PhotosPage() {
  const text = fr.photos;
  const library = useLibrary();
  const { shown, state, replace } = library;
  const { uploads, add, retry } = useUploads(library.refresh);
  const selection = useSelection(shown, library.refresh);
  return (
    <AdminPage title={text.title}>
      <UploadZone uploads={uploads} onFiles={add} onRetry={retry} />
      <section aria-labelledby="photos-library">
        <h2 id="photos-library" className={styles.heading}>
          {text.libraryHeading}
        </h2>
        <FiltersForm draft={library.draft} onDraft={library.setDraft} onSearch={library.search} />
        {state.status === 'error' && <FormError>{state.message}</FormError>}
        <p className={styles.count} role="status">
          {countText(library)}
        </p>
        {shown && shown.data.length > 0 && (
          <>
            <BulkActions shown={shown.data} selection={selection} onChange={replace} />
            {selection.describing && selection.photos.length > 0 && (
              <DescriptionsTable
                photos={selection.photos}
                onSaved={(photos) => replace(...photos)}
                onClose={() => selection.setDescribing(false)}
              />
            )}
            <CardGrid>
              {shown.data.map((photo) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  uses={shown.uses?.[photo.id]}
                  onChange={replace}
                  onDelete={() => selection.askDelete([photo])}
                  onReplace={() => selection.askReplace(photo)}
                  selected={selection.ids.includes(photo.id)}
                  onSelect={(checked) => selection.toggle(photo.id, checked)}
                />
              ))}
            </CardGrid>
            <DeletePhotosDialog
              photos={selection.deleting}
              onCancel={() => selection.askDelete([])}
              onDeleted={selection.deleted}
            />
            <ReplacePhotoDialog
              photo={selection.replacing}
              onCancel={() => selection.askReplace(null)}
              onReplaced={selection.replaced}
            />
          </>
        )}
        <LibraryPages page={library.page} pages={library.pages} onPage={library.setPage} />
      </section>
    </AdminPage>
  );
}
