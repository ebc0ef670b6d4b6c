import { api } from '@lapm/api-client';
import { PHOTO_PAGE_SIZE, type Photo, type PhotoPage, photoBulkMessages } from '@lapm/contracts';
import { CardGrid, errorMessage, FormError, StatusMessage, useLoad } from '@lapm/forms';
import { Button, Checkbox, SearchBox, TextField } from '@lapm/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { DeletePhotosDialog } from './DeletePhotosDialog';
import { DescriptionsTable } from './DescriptionsTable';
import { PhotoCard } from './PhotoCard';
import styles from './photos.module.css';
import { ReplacePhotoDialog } from './ReplacePhotoDialog';
import { UploadZone } from './UploadZone';
import { useUploads } from './useUploads';

interface Filters {
  q: string;
  from: string;
  to: string;
}
const noFilters: Filters = { q: '', from: '', to: '' };

export default function PhotosPage() {
  const text = fr.photos;
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const load = useCallback(() => api.photos.list({ ...filters, page }), [filters, page, version]);
  const state = useLoad(load);
  // The last page received stays on screen while the next loads: the grid does not blink at each refresh.
  const [shown, setShown] = useState<PhotoPage | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setShown(state.data);
  }, [state]);
  const { uploads, add, retry } = useUploads(refresh);
  const selection = useSelection(shown, refresh);

  function search(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setFilters(draft);
  }

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

  return (
    <AdminPage title={text.title}>
      <UploadZone uploads={uploads} onFiles={add} onRetry={retry} />
      <section aria-labelledby="photos-library">
        <h2 id="photos-library" className={styles.heading}>
          {text.libraryHeading}
        </h2>
        <form className={styles.filters} onSubmit={search}>
          <SearchBox
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            value={draft.q}
            onChange={(q) => setDraft({ ...draft, q })}
          />
          <TextField
            type="date"
            label={text.from}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <TextField
            type="date"
            label={text.to}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <Button type="submit" variant="secondary">
            {text.search}
          </Button>
        </form>
        {state.status === 'error' && <FormError>{state.message}</FormError>}
        <p className={styles.count} role="status">
          {!shown
            ? state.status === 'loading'
              ? text.loading
              : ''
            : shown.total === 0
              ? filtered
                ? text.noMatch
                : text.empty
              : text.count(shown.total)}
        </p>
        {shown && shown.data.length > 0 && (
          <>
            <fieldset className={styles.bulk} aria-label={text.selection}>
              <Checkbox
                label={text.selectAll}
                checked={selection.ids.length === shown.data.length}
                onChange={(event) => selection.set(event.target.checked ? shown.data.map((p) => p.id) : [])}
              />
              <p className={styles.bulkCount} role="status">
                {text.selected(selection.ids.length)}
              </p>
              <div className={styles.bulkActions}>
                <Button
                  size="small"
                  disabled={selection.busy}
                  onClick={() => selection.publish(true, replace)}
                >
                  {text.publish}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={selection.busy}
                  onClick={() => selection.publish(false, replace)}
                >
                  {text.unpublish}
                </Button>
                <Button size="small" variant="secondary" onClick={() => selection.setDescribing(true)}>
                  {text.describeSelected}
                </Button>
                <Button size="small" variant="danger" onClick={() => selection.askDelete(selection.photos)}>
                  {text.remove}
                </Button>
              </div>
              {selection.error && <FormError>{selection.error}</FormError>}
              <StatusMessage>{selection.message}</StatusMessage>
            </fieldset>
            {selection.describing && selection.photos.length > 0 && (
              <DescriptionsTable
                key={selection.ids.join(',')}
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
        {pages > 1 && (
          <nav className={styles.pages} aria-label={text.pagination}>
            <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {text.previous}
            </Button>
            <span>{text.pageOf(page, pages)}</span>
            <Button
              variant="secondary"
              size="small"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {text.next}
            </Button>
          </nav>
        )}
      </section>
    </AdminPage>
  );
}

/**
 * The photos she ticked on the shown page, and what she does to them at once. The selection keeps
 * only photos still shown: a refresh after a delete drops the deleted ones.
 */
function useSelection(shown: PhotoPage | null, refresh: () => void) {
  const [ids, set] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [describing, setDescribing] = useState(false);
  const [deleting, setDeleting] = useState<readonly Photo[]>([]);
  const [replacing, askReplace] = useState<Photo | null>(null);
  const photos = (shown?.data ?? []).filter((photo) => ids.includes(photo.id));
  useEffect(() => {
    const present = new Set((shown?.data ?? []).map((photo) => photo.id));
    set((current) =>
      current.every((id) => present.has(id)) ? current : current.filter((id) => present.has(id)),
    );
  }, [shown]);

  async function publish(published: boolean, onChange: (...photos: Photo[]) => void) {
    if (ids.length === 0) return setError(photoBulkMessages.noneSelected);
    setBusy(true);
    setError(null);
    setMessage('');
    try {
      const answer = await api.photos.setPublishedMany(ids, published);
      onChange(...answer.data);
      setMessage(answer.message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    ids,
    photos,
    busy,
    message,
    error,
    describing,
    deleting,
    replacing,
    askReplace,
    set,
    setDescribing: (open: boolean) => {
      if (open && ids.length === 0) return setError(photoBulkMessages.noneSelected);
      setError(null);
      setDescribing(open);
    },
    toggle: (id: string, checked: boolean) =>
      set((current) =>
        checked ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id),
      ),
    publish: (published: boolean, onChange: (...photos: Photo[]) => void) =>
      void publish(published, onChange),
    askDelete: (list: readonly Photo[]) => {
      if (list.length === 0 && deleting.length === 0) return setError(photoBulkMessages.noneSelected);
      setError(null);
      setDeleting(list);
    },
    deleted: (done: string) => {
      setDeleting([]);
      setMessage(done);
      refresh();
    },
    replaced: (done: string) => {
      askReplace(null);
      setMessage(done);
      refresh();
    },
  };
}
