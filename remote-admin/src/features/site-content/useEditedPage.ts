import { api } from '@lapm/api-client';
import {
  type CardPhoto,
  type SiteContentPage as PageKey,
  SITE_CONTENT_PAGE_PARAM,
  type SiteContentDocument,
  type SiteContentEdition,
  siteContentPageOf,
} from '@lapm/contracts';
import { useLoad } from '@lapm/forms';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAddressedChoice } from '../shared/useAddressedChoice';
import { isPreviewState } from './draft';

/** The page « Contenu du site » opens on when its address names none. */
const DEFAULT_PAGE: PageKey = 'tarifs';

/**
 * The page she edits, as the server keeps it (`edition`), and her draft of it on screen. Back
 * from the preview, the draft she was editing.
 */
export function useEditedPage() {
  const location = useLocation();
  const [returned] = useState(() => (isPreviewState(location.state) ? location.state : null));
  const [page, setPage] = useAddressedChoice<PageKey>(
    SITE_CONTENT_PAGE_PARAM,
    (value) => siteContentPageOf(value)?.key,
    DEFAULT_PAGE,
    returned?.page,
  );
  const load = useCallback(() => api.adminSiteContent.get(page), [page]);
  const state = useLoad(load);
  const [edition, setEdition] = useState<SiteContentEdition | null>(null);
  // The draft knows its page: when the page changes, the draft of the one before is never shown
  // in the new one's editor, even for the render before the new page's draft arrives (a load of
  // the page before can settle between her choice and the address that names the new page).
  const [kept, setKept] = useState<{ page: PageKey; document: SiteContentDocument } | null>(
    returned ? { page: returned.page, document: returned.document } : null,
  );
  const draft = kept?.page === page ? kept.document : null;
  const setDraft = useCallback(
    (next: SiteContentDocument | null | ((shown: SiteContentDocument | null) => SiteContentDocument)) =>
      setKept((current) => {
        const shown = current?.page === page ? current.document : null;
        const document = typeof next === 'function' ? next(shown) : next;
        return document === null ? null : { page, document };
      }),
    [page],
  );
  const [dirty, setDirty] = useState(returned !== null);
  const [photos, setPhotos] = useState<Record<string, CardPhoto>>(returned?.photos ?? {});

  useEffect(() => {
    if (state.status !== 'ready') return;
    setEdition(state.data);
    const saved = state.data.draft;
    setDraft((shown) =>
      shown && returned?.page === page && dirty
        ? shown
        : ((saved ?? state.data).document as SiteContentDocument),
    );
    if (saved) setDirty(true);
    // Only a new load replaces the draft; her typing does not reload.
  }, [state]);

  return { page, setPage, state, edition, setEdition, draft, setDraft, dirty, setDirty, photos, setPhotos };
}

export type EditedPage = ReturnType<typeof useEditedPage>;
