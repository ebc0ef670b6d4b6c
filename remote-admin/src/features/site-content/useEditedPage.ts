import { api } from '@lapm/api-client';
import type {
  CardPhoto,
  SiteContentPage as PageKey,
  SiteContentDocument,
  SiteContentEdition,
} from '@lapm/contracts';
import { useLoad } from '@lapm/forms';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isPreviewState } from './draft';

/**
 * The page she edits, as the server keeps it (`edition`), and her draft of it on screen. Back
 * from the preview, the draft she was editing.
 */
export function useEditedPage() {
  const location = useLocation();
  const [returned] = useState(() => (isPreviewState(location.state) ? location.state : null));
  const [page, setPage] = useState<PageKey>(returned?.page ?? 'tarifs');
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
