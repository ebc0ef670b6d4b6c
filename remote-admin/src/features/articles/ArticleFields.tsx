import type { ArticleProblem, Photo } from '@lapm/contracts';
import { TextArea, TextField } from '@lapm/ui';
import { useRef } from 'react';
import { fr } from '../../i18n/fr';
import type { ArticleFormValues } from './articleForm';
import { BodyFields } from './BodyFields';
import { CoverField } from './CoverField';
import { fieldBinding } from './fieldBinding';
import { HeadFields } from './HeadFields';
import { useMarkdownCursor } from './useMarkdownCursor';
import { usePhotoPicking } from './usePhotoPicking';

interface ArticleFieldsProps {
  values: ArticleFormValues;
  onChange: (field: keyof ArticleFormValues, value: string) => void;
  /** Several fields at once (a photo chosen as cover brings its alt text). */
  onValues: (values: ArticleFormValues) => void;
  /** What the last save or publication found wrong, each under its field. */
  problems: readonly ArticleProblem[];
}

/**
 * Every field of an article, for the creation and edit forms: the title first, its address
 * made from it; the cover and the text's photos from the library, shown as photos; the head's
 * fields last, their defaults shown where they are empty. The preview is the blog's own renderer.
 */
export function ArticleFields({ values, onChange, onValues, problems }: ArticleFieldsProps) {
  const text = fr.articleForm;
  const binding = fieldBinding(values, onChange, problems);
  const { bind } = binding;
  const cursor = useMarkdownCursor(values.markdown, (markdown) => onChange('markdown', markdown));
  const insertPhotoRef = useRef<((photo: Photo) => void) | null>(null);
  const pickers = usePhotoPicking(values, onValues, (photo) =>
    insertPhotoRef.current ? insertPhotoRef.current(photo) : cursor.insertPhoto(photo),
  );

  return (
    <>
      <TextField label={text.title} maxLength={200} required {...bind('title')} />
      <TextField label={text.slug} hint={text.slugHint} maxLength={80} {...bind('slug')} />
      <TextArea label={text.description} rows={3} maxLength={600} {...bind('description')} />
      <CoverField values={values} pickers={pickers} {...binding} />
      <BodyFields
        values={values}
        bind={bind}
        cursor={cursor}
        pickers={pickers}
        insertPhotoRef={insertPhotoRef}
      />
      <TextField label={text.published} hint={text.publishedHint} type="date" {...bind('published')} />
      <HeadFields values={values} onValues={onValues} pickers={pickers} {...binding} />
    </>
  );
}
