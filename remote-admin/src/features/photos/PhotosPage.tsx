import { api } from '@lapm/api-client';
import { PHOTO_PAGE_SIZE, type Photo, type PhotoPage } from '@lapm/contracts';
import { CardGrid, FormError, useLoad } from '@lapm/forms';
import { Button, SearchBox, TextField } from '@lapm/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { PhotoCard } from './PhotoCard';
import styles from './photos.module.css';
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

  function search(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setFilters(draft);
  }

  const replace = (photo: Photo) =>
    setShown(
      (current) => current && { ...current, data: current.data.map((p) => (p.id === photo.id ? photo : p)) },
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
          <CardGrid>
            {shown.data.map((photo) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                uses={shown.uses?.[photo.id]}
                onChange={replace}
                onDeleted={refresh}
              />
            ))}
          </CardGrid>
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
