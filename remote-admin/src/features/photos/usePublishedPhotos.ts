import { api } from '@lapm/api-client';
import { PHOTO_PAGE_SIZE } from '@lapm/contracts';
import { useLoad } from '@lapm/forms';
import { type KeyboardEvent, useCallback, useState } from 'react';

/**
 * The library's published photos, a page at a time, searched by words of their description or
 * file name: asked of the server, so a photo off the library's shown page can be found too.
 */
export function usePublishedPhotos() {
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

  // No form of its own: the search may sit inside another form or a dialog, which Enter must not send.
  function searchOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  }

  const photos = state.status === 'ready' ? state.data.data : [];
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / PHOTO_PAGE_SIZE)) : 1;
  return { draft, setDraft, search, searchOnEnter, page, setPage, pages, state, photos };
}

export type PublishedPhotos = ReturnType<typeof usePublishedPhotos>;
