import { api } from '@lapm/api-client';
import type { Block } from '@lapm/articles';
import { ActionRow, errorMessage, FormError } from '@lapm/forms';
import { Button, TextArea } from '@lapm/ui';
import { useState } from 'react';
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

/** The article's text, its photos inserted from the library, and its preview on demand. */
export function BodyFields({ values, bind, cursor, pickers }: BodyFieldsProps) {
  const text = fr.articleForm;
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
      <TextArea
        label={text.markdown}
        hint={text.markdownHint}
        rows={18}
        ref={cursor.ref}
        onSelect={cursor.onSelect}
        {...bind('markdown')}
      />
      <BodyPhotoStrip markdown={values.markdown} />
      <ActionRow>
        <Button
          variant="secondary"
          aria-expanded={pickers.isOpen('body')}
          onClick={() => pickers.toggle('body')}
        >
          {text.insertPhoto}
        </Button>
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
