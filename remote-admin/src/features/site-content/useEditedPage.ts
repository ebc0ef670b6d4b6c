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
  const [draft, setDraft] = useState<SiteContentDocument | null>(returned?.document ?? null);
  const [dirty, setDirty] = useState(returned !== null);
  const [photos, setPhotos] = useState<Record<string, CardPhoto>>(returned?.photos ?? {});

  useEffect(() => {
    if (state.status !== 'ready') return;
    setEdition(state.data);
    const saved = state.data.draft;
    setDraft((kept) =>
      kept && returned?.page === page && dirty
        ? kept
        : ((saved ?? state.data).document as SiteContentDocument),
    );
    if (saved) setDirty(true);
    // Only a new load replaces the draft; her typing does not reload.
  }, [state]);

  return { page, setPage, state, edition, setEdition, draft, setDraft, dirty, setDirty, photos, setPhotos };
}

export type EditedPage = ReturnType<typeof useEditedPage>;
