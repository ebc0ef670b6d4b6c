import { api, isApiError } from '@lapm/api-client';
import {
  type AboutPageDocument,
  type CardPhoto,
  type ContactDocument,
  type FaqPageDocument,
  type HomePageDocument,
  type LegalNoticesDocument,
  type LifestylePageDocument,
  type SiteContentPage as PageKey,
  type PricesPageDocument,
  paths,
  type SeoDocument,
  type ServicePageDocument,
  type SiteContentDocument,
  type SiteContentEdition,
  siteContentDocumentSchema,
  siteContentPageOf,
  siteContentPages,
  type TermsOfSaleDocument,
} from '@lapm/contracts';
import { ActionRow, FormError, FormFeedback, useLoad, useSubmission } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { type FormEvent, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { DraftStatusLine } from '../shared/DraftStatusLine';
import { useDraftSaving } from '../shared/useDraftSaving';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import { AboutEditor } from './AboutEditor';
import { CardsEditor, publishedCardKeys } from './CardsEditor';
import { ContactEditor } from './ContactEditor';
import { cleaned, isPreviewState, type PreviewState } from './draft';
import { FaqEditor } from './FaqEditor';
import { FieldFinder } from './FieldFinder';
import { publishedFormulaKeysOf } from './FormulasEditor';
import { History, when } from './History';
import { HomeEditor } from './HomeEditor';
import { LegalNoticesEditor } from './LegalNoticesEditor';
import { LifestyleEditor } from './LifestyleEditor';
import { ProblemSummary, reachField } from './ProblemSummary';
import {
  FieldBoard,
  FieldBoardProvider,
  type FieldPath,
  type Problem,
  problemsOf,
  problemsOfIssues,
} from './problems';
import { SeoEditor } from './SeoEditor';
import { ServiceEditor } from './ServiceEditor';
import styles from './siteContent.module.css';
import { TermsOfSaleEditor } from './TermsOfSaleEditor';
import { useRoomAboveBar } from './useRoomAboveBar';

const text = fr.siteContent;

/**
 * « Contenu du site »: each public page's words, prices, reviews and /tarifs cards. She edits a
 * draft, kept by the server as she types (one a page, found again on any device), looks at it
 * drawn by the public page itself (« Aperçu »), and publishes: the server checks it against the
 * page's schema, keeps it as a version and the site shows it at the next request. A refused
 * publish keeps the draft on screen with the French message; the history restores an earlier
 * version. Leaving with typing not yet on the server asks first.
 */
export default function SiteContentPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const barRef = useRoomAboveBar();
  // Back from the preview: the draft she was editing.
  const [returned] = useState(() => (isPreviewState(location.state) ? location.state : null));
  const [page, setPage] = useState<PageKey>(returned?.page ?? 'tarifs');
  const load = useCallback(() => api.adminSiteContent.get(page), [page]);
  const state = useLoad(load);
  const [edition, setEdition] = useState<SiteContentEdition | null>(null);
  const [draft, setDraft] = useState<SiteContentDocument | null>(returned?.document ?? null);
  const [dirty, setDirty] = useState(returned !== null);
  const [photos, setPhotos] = useState<Record<string, CardPhoto>>(returned?.photos ?? {});
  const { pending, outcome, setOutcome, run } = useSubmission();
  const drafts = useDraftSaving();
  useLeaveGuard(drafts.unsaved, fr.drafts.leaveQuestion);
  const kind = siteContentPageOf(page)?.kind;
  const [term, setTerm] = useState('');
  // What stops the publication, field by field; `refused` counts the refusals, so each one takes
  // the focus to its first field even when the problems are the same.
  const [problems, setProblems] = useState<{ list: Problem[]; refused: number }>({ list: [], refused: 0 });
  const board = useMemo(() => new FieldBoard(problems.list, term), [problems, term]);

  useLayoutEffect(() => {
    const first = problems.list.map((problem) => board.fieldOf(problem.path)).find(Boolean);
    if (first) reachField(first.id);
  }, [problems.refused]);

  /** Shows the problems under their fields and in the bar; the search steps aside so all are seen. */
  function refuse(list: Problem[]) {
    setTerm('');
    setProblems((shown) => ({ list, refused: shown.refused + 1 }));
  }

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

  async function choose(next: PageKey) {
    if (next === page) return;
    // Her typing goes to the server before the page changes; asked only if it cannot.
    if (!(await drafts.flush()) && !window.confirm(text.switchQuestion)) return;
    drafts.reset();
    setPage(next);
    setDraft(null);
    setEdition(null);
    setDirty(false);
    setOutcome(null);
    setProblems({ list: [], refused: 0 });
    setTerm('');
  }

  const saveDraft = (document: SiteContentDocument) => async () => {
    const response = await api.adminSiteContent.saveDraft(page, document);
    setEdition((shown) => (shown?.page === page ? { ...shown, draft: response.data } : shown));
  };

  function change(document: SiteContentDocument) {
    setDraft(document);
    setDirty(true);
    setOutcome(null);
    drafts.schedule(saveDraft(document));
    // Once pointed at, a problem goes as soon as it is corrected (without moving the focus).
    if (problems.list.length > 0) {
      const checked = siteContentDocumentSchema(page).safeParse(cleaned(document));
      const list = checked.success ? [] : problemsOf(checked.error.issues);
      setProblems((shown) => ({ ...shown, list }));
    }
  }

  function published(next: SiteContentEdition, message: string) {
    setEdition(next);
    setDraft((next.draft ?? next).document as SiteContentDocument);
    setDirty(next.draft !== null);
    return { kind: 'success' as const, text: message };
  }

  /**
   * Publishing, restoring or discarding replaces the draft on the server: a save still waiting
   * would bring it back, so it is dropped (and one under way awaited) first. If the action fails,
   * her typing is saved again.
   */
  function replacingDraft(action: () => Promise<{ data: SiteContentEdition; message: string }>) {
    const typed = draft;
    void run('save', async () => {
      drafts.reset();
      await drafts.flush();
      try {
        const response = await action();
        return published(response.data, response.message);
      } catch (error) {
        if (typed && dirty) drafts.schedule(saveDraft(typed));
        // A refusal that names its fields is shown under them, like the form's own check.
        if (isApiError(error) && error.issues.length > 0) {
          refuse(problemsOfIssues(error.issues));
          return undefined;
        }
        throw error;
      }
    });
  }

  function publish(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const document = cleaned(draft);
    // The page's own schema, the server's: what it would refuse is pointed at before sending.
    const checked = siteContentDocumentSchema(page).safeParse(document);
    if (!checked.success) {
      setOutcome(null);
      refuse(problemsOf(checked.error.issues));
      return;
    }
    setProblems((shown) => ({ list: [], refused: shown.refused }));
    replacingDraft(() => api.adminSiteContent.publish(page, document));
  }

  function restore(version: number, block?: FieldPath) {
    replacingDraft(() => api.adminSiteContent.restore(page, version, block));
  }

  function discard() {
    if (!window.confirm(text.discardQuestion)) return;
    replacingDraft(() => api.adminSiteContent.discardDraft(page));
  }

  function preview() {
    if (!draft) return;
    const state: PreviewState = { page, document: cleaned(draft), photos };
    navigate(paths.adminSiteContentPreview, { state });
  }

  return (
    <AdminPage title={text.title} intro={text.intro}>
      <nav aria-label={text.pagesLabel}>
        <ul className={styles.pages}>
          {siteContentPages.map((entry) => (
            <li key={entry.key}>
              <Button
                variant={entry.key === page ? 'primary' : 'secondary'}
                aria-pressed={entry.key === page}
                disabled={pending !== null}
                onClick={() => void choose(entry.key)}
              >
                {entry.label}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      {state.status === 'error' && <FormError>{state.message}</FormError>}
      {draft === null ? (
        <p className={styles.hint}>{text.loading}</p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={publish}
          aria-label={siteContentPageOf(page)?.label}
        >
          <FieldBoardProvider board={board}>
            <FieldFinder term={term} onTerm={setTerm} version={draft} />
            {kind === 'service' && (
              <ServiceEditor
                page={page}
                document={draft as ServicePageDocument}
                publishedFormulaKeys={publishedFormulaKeysOf(edition?.document)}
                onChange={change}
              />
            )}
            {kind === 'about' && <AboutEditor document={draft as AboutPageDocument} onChange={change} />}
            {kind === 'lifestyle' && (
              <LifestyleEditor document={draft as LifestylePageDocument} onChange={change} />
            )}
            {kind === 'faq' && <FaqEditor document={draft as FaqPageDocument} onChange={change} />}
            {kind === 'seo' && <SeoEditor document={draft as SeoDocument} onChange={change} />}
            {kind === 'contact' && <ContactEditor document={draft as ContactDocument} onChange={change} />}
            {kind === 'home' && <HomeEditor document={draft as HomePageDocument} onChange={change} />}
            {kind === 'terms' && (
              <TermsOfSaleEditor document={draft as TermsOfSaleDocument} onChange={change} />
            )}
            {kind === 'legal' && (
              <LegalNoticesEditor document={draft as LegalNoticesDocument} onChange={change} />
            )}
            {kind === 'prices' && (
              <CardsEditor
                document={draft as PricesPageDocument}
                publishedKeys={publishedCardKeys(edition?.document)}
                onChange={change}
                onPhotos={setPhotos}
              />
            )}
            <div ref={barRef} className={styles.actions}>
              <ActionRow>
                {/* Google's results are drawn in the form itself, beside each page's fields. */}
                {kind !== 'seo' && (
                  <Button type="button" variant="secondary" disabled={pending !== null} onClick={preview}>
                    {text.preview}
                  </Button>
                )}
                <Button type="submit" disabled={pending !== null}>
                  {pending === 'save' ? text.publishing : text.publish}
                </Button>
                {edition?.draft && (
                  <Button type="button" variant="secondary" disabled={pending !== null} onClick={discard}>
                    {text.discardDraft}
                  </Button>
                )}
                {dirty && <span className={styles.hint}>{text.unsaved}</span>}
              </ActionRow>
              <DraftStatusLine
                status={drafts.status}
                idle={
                  edition?.draft ? text.draftFrom(when(edition.draft.saved_at), edition.draft.author) : null
                }
              />
              <ProblemSummary />
              <FormFeedback outcome={outcome} />
            </div>
          </FieldBoardProvider>
        </form>
      )}
      {edition && (
        <History
          page={page}
          versions={edition.versions}
          disabled={pending !== null}
          labelOf={(path) => board.fieldOf(path)?.label ?? text.changeGone}
          onRestore={restore}
        />
      )}
    </AdminPage>
  );
}
