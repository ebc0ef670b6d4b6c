import { api, isApiError } from '@lapm/api-client';
import {
  type SiteContentPage as PageKey,
  paths,
  type SiteContentDocument,
  type SiteContentEdition,
  siteContentDocumentSchema,
} from '@lapm/contracts';
import { useSubmission } from '@lapm/forms';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { useDraftSaving } from '../shared/useDraftSaving';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import { cleaned, type PreviewState } from './draft';
import { type FieldPath, problemsOf, problemsOfIssues } from './problems';
import { type EditedPage, useEditedPage } from './useEditedPage';
import { type FieldProblems, useFieldProblems } from './useFieldProblems';

const text = fr.siteContent;

interface Editing {
  edited: EditedPage;
  problems: FieldProblems;
  submission: ReturnType<typeof useSubmission>;
  drafts: ReturnType<typeof useDraftSaving>;
}

/** Her typing: kept by the server as she types, and sent before she changes page. */
function typing({ edited, problems, submission, drafts }: Editing) {
  const { page } = edited;
  const saveDraft = (document: SiteContentDocument) => async () => {
    const response = await api.adminSiteContent.saveDraft(page, document);
    edited.setEdition((shown) => (shown?.page === page ? { ...shown, draft: response.data } : shown));
  };

  async function choose(next: PageKey) {
    if (next === page) return;
    // Her typing goes to the server before the page changes; asked only if it cannot.
    if (!(await drafts.flush()) && !window.confirm(text.switchQuestion)) return;
    drafts.reset();
    edited.setPage(next);
    edited.setDraft(null);
    edited.setEdition(null);
    edited.setDirty(false);
    submission.setOutcome(null);
    problems.reset();
  }

  function change(document: SiteContentDocument) {
    edited.setDraft(document);
    edited.setDirty(true);
    submission.setOutcome(null);
    drafts.schedule(saveDraft(document));
    problems.recheck(page, document);
  }

  return { saveDraft, choose, change };
}

/**
 * Publishing, restoring or discarding replaces the draft on the server: a save still waiting
 * would bring it back, so it is dropped (and one under way awaited) first. If the action fails,
 * her typing is saved again.
 */
function replacing(editing: Editing, saveDraft: ReturnType<typeof typing>['saveDraft']) {
  const { edited, problems, submission, drafts } = editing;

  function published(next: SiteContentEdition, message: string) {
    edited.setEdition(next);
    edited.setDraft((next.draft ?? next).document as SiteContentDocument);
    edited.setDirty(next.draft !== null);
    return { kind: 'success' as const, text: message };
  }

  return function replacingDraft(action: () => Promise<{ data: SiteContentEdition; message: string }>) {
    const typed = edited.draft;
    void submission.run('save', async () => {
      drafts.reset();
      await drafts.flush();
      try {
        const response = await action();
        return published(response.data, response.message);
      } catch (error) {
        if (typed && edited.dirty) drafts.schedule(saveDraft(typed));
        // A refusal that names its fields is shown under them, like the form's own check.
        if (isApiError(error) && error.issues.length > 0) {
          problems.refuse(problemsOfIssues(error.issues));
          return undefined;
        }
        throw error;
      }
    });
  };
}

/** What the buttons do: publish, restore a version, discard the draft. */
function actions(editing: Editing, replacingDraft: ReturnType<typeof replacing>) {
  const { edited, problems, submission } = editing;
  const { page, draft } = edited;

  function publish(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const document = cleaned(draft);
    // The page's own schema, the server's: what it would refuse is pointed at before sending.
    const checked = siteContentDocumentSchema(page).safeParse(document);
    if (!checked.success) {
      submission.setOutcome(null);
      problems.refuse(problemsOf(checked.error.issues));
      return;
    }
    problems.clear();
    replacingDraft(() => api.adminSiteContent.publish(page, document));
  }

  function restore(version: number, block?: FieldPath) {
    replacingDraft(() => api.adminSiteContent.restore(page, version, block));
  }

  function discard() {
    if (!window.confirm(text.discardQuestion)) return;
    replacingDraft(() => api.adminSiteContent.discardDraft(page));
  }

  return { publish, restore, discard };
}

/**
 * The state and the actions of « Contenu du site ». Leaving with typing not yet on the server asks
 * first.
 */
export function useSiteContentEditor() {
  const navigate = useNavigate();
  const edited = useEditedPage();
  const submission = useSubmission();
  const drafts = useDraftSaving();
  useLeaveGuard(drafts.unsaved, fr.drafts.leaveQuestion);
  const problems = useFieldProblems();
  const editing: Editing = { edited, problems, submission, drafts };
  const { saveDraft, choose, change } = typing(editing);

  function preview() {
    if (!edited.draft) return;
    const state: PreviewState = { page: edited.page, document: cleaned(edited.draft), photos: edited.photos };
    navigate(paths.adminSiteContentPreview, { state });
  }

  return { ...editing, choose, change, preview, ...actions(editing, replacing(editing, saveDraft)) };
}
