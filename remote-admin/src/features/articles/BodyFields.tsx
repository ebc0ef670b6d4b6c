import { api } from '@lapm/api-client';
import type { Block } from '@lapm/articles';
import type { Photo } from '@lapm/contracts';
import { ActionRow, errorMessage, FormError } from '@lapm/forms';
import { Button, TextArea } from '@lapm/ui';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './ArticleEditor.module.css';
import { ArticlePreview } from './ArticlePreview';
import { type ArticleFormValues, bodyPhotoIds } from './articleForm';
import type { FieldBinding } from './fieldBinding';
import { useBodyPhotos } from './useBodyPhotos';
import type { MarkdownCursor } from './useMarkdownCursor';
import type { PhotoPicking } from './usePhotoPicking';

interface BodyFieldsProps {
  values: ArticleFormValues;
  bind: FieldBinding['bind'];
  cursor: MarkdownCursor;
  pickers: PhotoPicking;
  /** Filled by the visual editor while it is shown: the library's picker puts photos there. */
  insertPhotoRef: RefObject<((photo: Photo) => void) | null>;
}

/** The text's photos, from the library, shown as photos under the text. */
function BodyPhotoStrip({ markdown }: { markdown: string }) {
  const bodyPhotos = useBodyPhotos(bodyPhotoIds(markdown));
  if (bodyPhotos.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label={fr.articleForm.bodyPhotos}>
      {bodyPhotos.map((photo) => (
        <li key={photo.id}>
          <img
            src={api.photos.fileUrl(photo.id, photo.widths[0] ?? 0, 'jpg')}
            alt={photo.alt}
            title={photo.alt}
          />
        </li>
      ))}
    </ul>
  );
}

type BodyMode = 'visual' | 'markdown';

/** Her last choice, on this browser: the visual editor until she picks « Markdown ». */
const MODE_KEY = 'lapm.articleBodyMode';
const savedMode = (): BodyMode =>
  globalThis.localStorage?.getItem(MODE_KEY) === 'markdown' ? 'markdown' : 'visual';

// Loaded on opening the form only: the editor weighs more than the rest of the admin's screens.
const VisualEditor = lazy(() => import('./visual/VisualEditor'));

/** « Visuel » (the default) or « Markdown », the same text either way. */
function ModeSwitch({ mode, onMode }: { mode: BodyMode; onMode: (mode: BodyMode) => void }) {
  const text = fr.articleForm;
  return (
    <fieldset className={styles.modes}>
      <legend className={styles.legend}>{text.editorModes}</legend>
      {(['visual', 'markdown'] as const).map((each) => (
        <Button
          key={each}
          variant="secondary"
          size="small"
          aria-pressed={mode === each}
          onClick={() => onMode(each)}
        >
          {each === 'visual' ? text.visualMode : text.markdownMode}
        </Button>
      ))}
    </fieldset>
  );
}

/** The text edited as it looks, under the field's label, hint and message. */
function VisualBody({ values, bind, pickers, insertPhotoRef }: Omit<BodyFieldsProps, 'cursor'>) {
  const text = fr.articleForm;
  const field = bind('markdown');
  const ids = { label: `${field.id}-label`, hint: `${field.id}-hint`, error: `${field.id}-error` };
  return (
    <div className={styles.visual}>
      <span id={ids.label} className={styles.label}>
        {text.body}
      </span>
      <p id={ids.hint} className={styles.hint}>
        {text.bodyHint}
      </p>
      {field.error && (
        <p id={ids.error} className={styles.error}>
          {field.error}
        </p>
      )}
      <Suspense fallback={<p>{text.loadingEditor}</p>}>
        <VisualEditor
          markdown={values.markdown}
          onMarkdown={(markdown) => field.onChange({ target: { value: markdown } })}
          labelId={ids.label}
          hintId={field.error ? `${ids.hint} ${ids.error}` : ids.hint}
          error={field.error}
          pickers={pickers}
          insertPhotoRef={insertPhotoRef}
        />
      </Suspense>
    </div>
  );
}

/** The article's text, visual or in Markdown, its photos from the library, and its preview on demand. */
export function BodyFields(props: BodyFieldsProps) {
  const { values, bind, cursor, pickers } = props;
  const text = fr.articleForm;
  const [mode, setMode] = useState<BodyMode>(savedMode);
  const chooseMode = (chosen: BodyMode) => {
    globalThis.localStorage?.setItem(MODE_KEY, chosen);
    setMode(chosen);
  };
  const [preview, setPreview] = useState<{ blocks: Block[]; problems: string[] } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  async function showPreview() {
    setPreviewError(null);
    try {
      const { body, problems } = await api.adminArticles.preview(values.markdown);
      setPreview({ blocks: body, problems });
    } catch (failure) {
      setPreviewError(errorMessage(failure));
    }
  }

  return (
    <>
      <ModeSwitch mode={mode} onMode={chooseMode} />
      {mode === 'visual' ? (
        <VisualBody {...props} />
      ) : (
        <TextArea
          label={text.markdown}
          hint={text.markdownHint}
          rows={18}
          ref={cursor.ref}
          onSelect={cursor.onSelect}
          {...bind('markdown')}
        />
      )}
      <BodyPhotoStrip markdown={values.markdown} />
      <ActionRow>
        {mode === 'markdown' && (
          <Button
            variant="secondary"
            aria-expanded={pickers.isOpen('body')}
            onClick={() => pickers.toggle('body')}
          >
            {text.insertPhoto}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void showPreview()}>
          {text.preview}
        </Button>
      </ActionRow>
      {pickers.picker('body')}
      {previewError && <FormError>{previewError}</FormError>}
      {preview?.problems.map((problem) => (
        <FormError key={problem}>{problem}</FormError>
      ))}
      {preview && <ArticlePreview values={values} blocks={preview.blocks} />}
    </>
  );
}
