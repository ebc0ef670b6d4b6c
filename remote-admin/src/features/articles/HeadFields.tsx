import { articleHeadDefaults, blogArticlePath, slugFromTitle } from '@lapm/contracts';
import { Button, Picture, TextArea, TextField } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './ArticleEditor.module.css';
import type { ArticleFormValues } from './articleForm';
import type { FieldBinding } from './fieldBinding';
import { fieldId } from './fieldId';
import { SearchResultPreview } from './SearchResultPreview';
import type { PhotoPicking } from './usePhotoPicking';

interface HeadFieldsProps extends FieldBinding {
  values: ArticleFormValues;
  onValues: (values: ArticleFormValues) => void;
  pickers: PhotoPicking;
}

/** The image a shared link shows: the cover unless she chooses another from the library. */
function ShareImageField({ values, onValues, bind, errorOf, pickers }: HeadFieldsProps) {
  const text = fr.articleForm;
  return (
    <>
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
          aria-expanded={pickers.isOpen('share')}
          onClick={() => pickers.toggle('share')}
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
      {pickers.picker('share')}
      {values.shareSrc && <TextField label={text.shareAlt} maxLength={300} {...bind('shareAlt')} />}
    </>
  );
}

/** The head's fields, their defaults (made from the article) shown where they are empty. */
export function HeadFields(props: HeadFieldsProps) {
  const { values, bind } = props;
  const text = fr.articleForm;
  const defaults = articleHeadDefaults({
    title: values.title,
    description: values.description,
    cover: { src: values.coverSrc, alt: values.coverAlt },
  });
  return (
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
      <ShareImageField {...props} />
    </fieldset>
  );
}
