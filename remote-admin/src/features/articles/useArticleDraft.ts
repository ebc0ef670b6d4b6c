import { api } from '@lapm/api-client';
import type { AdminArticle } from '@lapm/contracts';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { useDraftSaving } from '../shared/useDraftSaving';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import {
  type ArticleFormValues,
  articleFormValues,
  autosavedValues,
  fieldsOf,
  withChange,
} from './articleForm';

/**
 * The article as loaded and the form's values, found again from the server's autosave, kept
 * there as she types; leaving with typing not yet kept asks first.
 */
export function useArticleDraft(loaded: AdminArticle) {
  const [article, setArticle] = useState(loaded);
  const [values, setValues] = useState(() =>
    loaded.autosave
      ? autosavedValues(loaded.autosave.fields, articleFormValues(loaded))
      : articleFormValues(loaded),
  );
  const drafts = useDraftSaving();
  useLeaveGuard(drafts.unsaved, fr.drafts.leaveQuestion);
  const [notice, setNotice] = useState<string | null>(null);
  const changeAll = (next: ArticleFormValues) => {
    setNotice(null);
    setValues(next);
    drafts.schedule(() => api.adminArticles.autosave(article.id, fieldsOf(next)));
  };
  const change = (field: keyof ArticleFormValues, value: string) =>
    changeAll(withChange(values, field, value, { isPublished: article.isPublished }));

  /**
   * Saving clears the autosave on the server: one still waiting would bring it back, so it is
   * dropped (one under way awaited) first, and kept again if the save fails.
   */
  async function saving(
    write: () => Promise<AdminArticle>,
    notice: string | ((saved: AdminArticle) => string),
  ) {
    drafts.reset();
    await drafts.flush();
    try {
      const saved = await write();
      setArticle(saved);
      setValues(articleFormValues(saved));
      setNotice(typeof notice === 'string' ? notice : notice(saved));
    } catch (error) {
      drafts.schedule(() => api.adminArticles.autosave(article.id, fieldsOf(values)));
      throw error;
    }
  }

  /** A version's content saved again, as a new version; the form then shows it. */
  const restoring = (revisionId: number) =>
    saving(
      () => api.adminArticles.restore(article.id, revisionId, article.version),
      fr.articles.versions.restoredNotice,
    );

  return { article, setArticle, values, drafts, notice, setNotice, change, changeAll, saving, restoring };
}
