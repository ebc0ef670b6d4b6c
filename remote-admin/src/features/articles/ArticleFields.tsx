import { api } from '@lapm/api-client';
import type { Block } from '@lapm/contracts';
import { ActionRow, errorMessage, FormError } from '@lapm/forms';
import { Button, TextArea, TextField } from '@lapm/ui';
import { useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { ArticlePreview } from './ArticlePreview';
import { type ArticleFormValues, withPhotoLine } from './articleForm';
import { PhotoPicker } from './PhotoPicker';

interface ArticleFieldsProps {
  values: ArticleFormValues;
  onChange: (field: keyof ArticleFormValues, value: string) => void;
}

/** Every field of an article, the Markdown and its preview, for the creation and edit forms. */
export function ArticleFields({ values, onChange }: ArticleFieldsProps) {
  const text = fr.articleForm;
  const [preview, setPreview] = useState<{ blocks: Block[]; problems: string[] } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const markdownRef = useRef<HTMLTextAreaElement>(null);
  // Where she left the cursor in the text; null until she puts it there (a photo then goes at the end).
  const cursor = useRef<number | null>(null);
  // After an insertion: the text box gets the focus back, the cursor just after the photo's line.
  const [caret, setCaret] = useState<number | null>(null);
  useEffect(() => {
    if (caret === null) return;
    markdownRef.current?.focus();
    markdownRef.current?.setSelectionRange(caret, caret);
    cursor.current = caret;
    setCaret(null);
  }, [caret]);
  const bind = (field: keyof ArticleFormValues) => ({
    name: field,
    value: values[field],
    required: field !== 'keywords',
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

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
      <TextField label={text.title} maxLength={200} {...bind('title')} />
      <TextField label={text.slug} hint={text.slugHint} maxLength={80} {...bind('slug')} />
      <TextField label={text.published} type="date" {...bind('published')} />
      <TextArea label={text.description} rows={3} maxLength={600} {...bind('description')} />
      <TextField label={text.coverSrc} hint={text.imageHint} {...bind('coverSrc')} />
      <TextField label={text.coverAlt} maxLength={300} {...bind('coverAlt')} />
      <TextArea
        label={text.markdown}
        hint={text.markdownHint}
        rows={18}
        ref={markdownRef}
        onSelect={(event) => {
          cursor.current = event.currentTarget.selectionStart;
        }}
        {...bind('markdown')}
      />
      <ActionRow>
        <Button variant="secondary" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          {text.insertPhoto}
        </Button>
        <Button variant="secondary" onClick={() => void showPreview()}>
          {text.preview}
        </Button>
      </ActionRow>
      {picking && (
        <PhotoPicker
          onClose={() => setPicking(false)}
          onPick={(photo) => {
            const position = cursor.current ?? values.markdown.length;
            const markdown = withPhotoLine(values.markdown, position, photo);
            onChange('markdown', markdown);
            setCaret(position + markdown.length - values.markdown.length);
            setPicking(false);
          }}
        />
      )}
      {previewError && <FormError>{previewError}</FormError>}
      {preview?.problems.map((problem) => (
        <FormError key={problem}>{problem}</FormError>
      ))}
      {preview && <ArticlePreview blocks={preview.blocks} />}
      <TextField label={text.headTitle} maxLength={200} {...bind('headTitle')} />
      <TextArea label={text.headDescription} rows={2} maxLength={400} {...bind('headDescription')} />
      <TextField label={text.keywords} hint={text.keywordsHint} {...bind('keywords')} />
      <TextField label={text.breadcrumbName} maxLength={100} {...bind('breadcrumbName')} />
      <TextField label={text.shareSrc} hint={text.imageHint} {...bind('shareSrc')} />
      <TextField label={text.shareAlt} maxLength={300} {...bind('shareAlt')} />
    </>
  );
}
