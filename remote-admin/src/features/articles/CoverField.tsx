import { Button, Picture, TextField } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './ArticleEditor.module.css';
import type { ArticleFormValues } from './articleForm';
import type { FieldBinding } from './fieldBinding';
import { fieldId } from './fieldId';
import type { PhotoPicking } from './usePhotoPicking';

interface CoverFieldProps extends FieldBinding {
  values: ArticleFormValues;
  pickers: PhotoPicking;
}

/** The cover, chosen from the library and shown as a photo, with its alt text. */
export function CoverField({ values, bind, errorOf, pickers }: CoverFieldProps) {
  const text = fr.articleForm;
  return (
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
          aria-expanded={pickers.isOpen('cover')}
          aria-describedby={errorOf('cover') ? `${fieldId('cover')}-error` : undefined}
          onClick={() => pickers.toggle('cover')}
        >
          {values.coverSrc ? text.changeCover : text.chooseCover}
        </Button>
      </div>
      {errorOf('cover') && (
        <p id={`${fieldId('cover')}-error`} className={styles.error}>
          {errorOf('cover')}
        </p>
      )}
      {pickers.picker('cover')}
      <TextField label={text.coverAlt} hint={text.coverAltHint} maxLength={300} {...bind('coverAlt')} />
    </div>
  );
}
