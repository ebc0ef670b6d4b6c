import { siteContentPageOf } from '@lapm/contracts';
import { FormError } from '@lapm/forms';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { FieldFinder } from './FieldFinder';
import { History } from './History';
import { historyWords } from './historyWords';
import { PageEditor } from './PageEditor';
import { PagePicker } from './PagePicker';
import { PublishBar } from './PublishBar';
import { FieldBoardProvider } from './problems';
import styles from './siteContent.module.css';
import { useSiteContentEditor } from './useSiteContentEditor';

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
  const editor = useSiteContentEditor();
  const { page, state, edition, draft, dirty } = editor.edited;
  const { pending, outcome } = editor.submission;
  const { board, term, setTerm } = editor.problems;
  return (
    <AdminPage title={text.title} intro={text.intro}>
      <PagePicker page={page} disabled={pending !== null} onChoose={editor.choose} />
      {state.status === 'error' && <FormError>{state.message}</FormError>}
      {draft === null ? (
        <p className={styles.hint}>{text.loading}</p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={editor.publish}
          aria-label={siteContentPageOf(page)?.label}
        >
          <FieldBoardProvider board={board}>
            <FieldFinder term={term} onTerm={setTerm} version={draft} />
            <PageEditor
              page={page}
              draft={draft}
              edition={edition}
              onChange={editor.change}
              onPhotos={editor.edited.setPhotos}
            />
            <PublishBar
              seo={siteContentPageOf(page)?.kind === 'seo'}
              pending={pending}
              edition={edition}
              dirty={dirty}
              draftStatus={editor.drafts.status}
              outcome={outcome}
              onPreview={editor.preview}
              onDiscard={editor.discard}
            />
          </FieldBoardProvider>
        </form>
      )}
      {edition && (
        <History
          page={page}
          versions={edition.versions}
          disabled={pending !== null}
          words={historyWords(draft, board)}
          onRestore={editor.restore}
        />
      )}
    </AdminPage>
  );
}
