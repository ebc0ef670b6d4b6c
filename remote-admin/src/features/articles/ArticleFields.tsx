import { api } from '@lapm/api-client';
import { type Block, frenchSpacing } from '@lapm/articles';
import { ArticleBody } from '@lapm/articles/react';
import {
  type ArticleFieldName,
  type ArticleProblem,
  articleHeadDefaults,
  blogArticlePath,
  type Photo,
  slugFromTitle,
} from '@lapm/contracts';
import { ActionRow, errorMessage, FormError } from '@lapm/forms';
import { Button, Picture, TextArea, TextField } from '@lapm/ui';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './ArticleEditor.module.css';
import { ArticlePhotoPicker } from './ArticlePhotoPicker';
import { type ArticleFormValues, bodyPhotoIds, withPhotoAs, withPhotoLine } from './articleForm';
import { fieldId } from './fieldId';
import { SearchResultPreview } from './SearchResultPreview';
import { useBodyPhotos } from './useBodyPhotos';

interface ArticleFieldsProps {
  values: ArticleFormValues;
  onChange: (field: keyof ArticleFormValues, value: string) => void;
  /** Several fields at once (a photo chosen as cover brings its alt text). */
  onValues: (values: ArticleFormValues) => void;
  /** What the last save or publication found wrong, each under its field. */
  problems: readonly ArticleProblem[];
}

type Picking = 'body' | 'cover' | 'share' | null;

/**
 * Every field of an article, for the creation and edit forms: the title first, its address
 * made from it; the cover and the text's photos from the library, shown as photos; the head's
 * fields last, their defaults shown where they are empty. The preview is the blog's own renderer.
 */
/**
 * A link of the preview opens in a new tab: followed here, it would leave the editor and lose
 * what she has typed. Taken before the router's own handler, which then leaves the click alone.
 */
function openLinksInNewTab(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest('a');
  if (!link) return;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener');
}

export function ArticleFields({ values, onChange, onValues, problems }: ArticleFieldsProps) {
  const text = fr.articleForm;
  const [preview, setPreview] = useState<{ blocks: Block[]; problems: string[] } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [picking, setPicking] = useState<Picking>(null);
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
  const bodyPhotos = useBodyPhotos(bodyPhotoIds(values.markdown));
  const defaults = articleHeadDefaults({
    title: values.title,
    description: values.description,
    cover: { src: values.coverSrc, alt: values.coverAlt },
  });
  const errorOf = (field: ArticleFieldName) =>
    problems
      .filter((problem) => problem.field === field)
      .map((problem) => problem.message)
      .join(' ') || undefined;
  const bind = (field: keyof ArticleFormValues & ArticleFieldName) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    autoComplete: 'off',
    error: errorOf(field),
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

  function pick(photo: Photo) {
    if (picking === 'body') {
      const position = cursor.current ?? values.markdown.length;
      const markdown = withPhotoLine(values.markdown, position, photo);
      onChange('markdown', markdown);
      setCaret(position + markdown.length - values.markdown.length);
    } else if (picking) onValues(withPhotoAs(values, picking, photo));
    setPicking(null);
  }
  const picker = (which: Exclude<Picking, null>) =>
    picking === which && (
      <ArticlePhotoPicker
        action={which === 'body' ? 'insert' : 'choose'}
        onClose={() => setPicking(null)}
        onPick={pick}
      />
    );

  return (
    <>
      <TextField label={text.title} maxLength={200} required {...bind('title')} />
      <TextField label={text.slug} hint={text.slugHint} maxLength={80} {...bind('slug')} />
      <TextArea label={text.description} rows={3} maxLength={600} {...bind('description')} />

      <div className={styles.fieldset}>
        <p className={styles.label}>{text.cover}</p>
        <div className={styles.image}>
          {values.coverSrc ? (
            <div className={styles.thumb}>
              <Picture image={{ src: values.coverSrc, alt: values.coverAlt }} />
            </div>
          ) : (
            <span>{text.noCover}</span>
          )}
          <Button
            id={fieldId('cover')}
            variant="secondary"
            aria-expanded={picking === 'cover'}
            aria-describedby={errorOf('cover') ? `${fieldId('cover')}-error` : undefined}
            onClick={() => setPicking(picking === 'cover' ? null : 'cover')}
          >
            {values.coverSrc ? text.changeCover : text.chooseCover}
          </Button>
        </div>
        {errorOf('cover') && (
          <p id={`${fieldId('cover')}-error`} className={styles.error}>
            {errorOf('cover')}
          </p>
        )}
        {picker('cover')}
        <TextField label={text.coverAlt} hint={text.coverAltHint} maxLength={300} {...bind('coverAlt')} />
      </div>

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
      {bodyPhotos.length > 0 && (
        <ul className={styles.strip} aria-label={text.bodyPhotos}>
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
      )}
      <ActionRow>
        <Button
          variant="secondary"
          aria-expanded={picking === 'body'}
          onClick={() => setPicking(picking === 'body' ? null : 'body')}
        >
          {text.insertPhoto}
        </Button>
        <Button variant="secondary" onClick={() => void showPreview()}>
          {text.preview}
        </Button>
      </ActionRow>
      {picker('body')}
      {previewError && <FormError>{previewError}</FormError>}
      {preview?.problems.map((problem) => (
        <FormError key={problem}>{problem}</FormError>
      ))}
      {preview && (
        <section aria-label={text.previewLabel} onClickCapture={openLinksInNewTab} data-links-new-tab="">
          <h2>{frenchSpacing(values.title)}</h2>
          {values.description && <p>{frenchSpacing(values.description)}</p>}
          {values.coverSrc && <Picture image={{ src: values.coverSrc, alt: values.coverAlt }} />}
          <ArticleBody blocks={preview.blocks} />
        </section>
      )}

      <TextField label={text.published} hint={text.publishedHint} type="date" {...bind('published')} />

      <fieldset className={styles.fieldset}>
        <legend>{text.seo}</legend>
        <p>{text.seoHint}</p>
        <TextField
          label={text.headTitle}
          maxLength={200}
          placeholder={defaults.headTitle}
          hint={text.byDefault(defaults.headTitle)}
          {...bind('headTitle')}
        />
        <TextArea
          label={text.headDescription}
          rows={2}
          maxLength={400}
          placeholder={defaults.headDescription}
          hint={defaults.headDescription ? text.byDefault(defaults.headDescription) : undefined}
          {...bind('headDescription')}
        />
        <SearchResultPreview
          title={values.headTitle || defaults.headTitle}
          description={values.headDescription || defaults.headDescription}
          path={blogArticlePath(values.slug || slugFromTitle(values.title))}
        />
        <TextField label={text.keywords} hint={text.keywordsHint} {...bind('keywords')} />
        <TextField
          label={text.breadcrumbName}
          maxLength={100}
          placeholder={defaults.breadcrumbName}
          hint={defaults.breadcrumbName ? text.byDefault(defaults.breadcrumbName) : undefined}
          {...bind('breadcrumbName')}
        />
        <p className={styles.label}>{text.share}</p>
        <div className={styles.image}>
          {values.shareSrc ? (
            <div className={styles.thumb}>
              <Picture image={{ src: values.shareSrc, alt: values.shareAlt }} />
            </div>
          ) : (
            <span>{text.shareByDefault}</span>
          )}
          <Button
            id={fieldId('shareImage')}
            variant="secondary"
            aria-expanded={picking === 'share'}
            onClick={() => setPicking(picking === 'share' ? null : 'share')}
          >
            {text.chooseShare}
          </Button>
          {values.shareSrc && (
            <Button variant="secondary" onClick={() => onValues({ ...values, shareSrc: '', shareAlt: '' })}>
              {text.useCover}
            </Button>
          )}
        </div>
        {errorOf('shareImage') && <p className={styles.error}>{errorOf('shareImage')}</p>}
        {picker('share')}
        {values.shareSrc && <TextField label={text.shareAlt} maxLength={300} {...bind('shareAlt')} />}
      </fieldset>
    </>
  );
}
