import type { ServicePageDocument, SiteContentPage } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { FormulasEditor } from './FormulasEditor';
import { LongText, TextInput, TitleAndLead } from './fields';
import { ReviewsEditor } from './ReviewsEditor';
import { SectionsEditor } from './SectionsEditor';
import styles from './siteContent.module.css';

const text = fr.siteContent;

interface EditorProps<T> {
  document: T;
  onChange: (document: T) => void;
}

type Set = (path: (string | number)[], value: unknown) => void;

/** The page's title, lead and sections. */
function ServiceTexts({ document, set }: { document: ServicePageDocument; set: Set }) {
  return (
    <fieldset className={styles.group}>
      <legend>{text.textsHeading}</legend>
      <TitleAndLead title={document.title} lead={document.lead} set={set} />
      <SectionsEditor blocks={document.blocks} onChange={(blocks) => set(['blocks'], blocks)} />
    </fieldset>
  );
}

/** The prices block: its heading, its intro and its formulas. */
function ServicePrices({
  page,
  document,
  publishedFormulaKeys,
  set,
}: {
  page: SiteContentPage;
  document: ServicePageDocument;
  publishedFormulaKeys: readonly string[];
  set: Set;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{text.pricesHeading}</legend>
      <TextInput
        path={['prices', 'heading']}
        label={text.pricesTitle}
        value={document.prices.heading}
        onChange={(value) => set(['prices', 'heading'], value)}
      />
      <LongText
        path={['prices', 'intro']}
        label={text.pricesIntro}
        value={document.prices.intro}
        onChange={(value) => set(['prices', 'intro'], value)}
      />
      <FormulasEditor
        page={page}
        prices={document.prices}
        publishedKeys={publishedFormulaKeys}
        onChange={(prices) => set(['prices'], prices)}
      />
    </fieldset>
  );
}

/**
 * The words, formulas and reviews of a service page. `publishedFormulaKeys`: those of the page on
 * the site, which keep their key.
 */
export function ServiceEditor({
  page,
  document,
  publishedFormulaKeys,
  onChange,
}: EditorProps<ServicePageDocument> & { page: SiteContentPage; publishedFormulaKeys: readonly string[] }) {
  const set: Set = (path, value) => onChange(setIn(document, path, value));

  return (
    <>
      <ServiceTexts document={document} set={set} />
      <ServicePrices page={page} document={document} publishedFormulaKeys={publishedFormulaKeys} set={set} />
      <ReviewsEditor
        path={['reviews', 'list']}
        headingPath={['reviews', 'heading']}
        heading={document.reviews.heading}
        list={document.reviews.list}
        onHeading={(value) => set(['reviews', 'heading'], value)}
        onList={(list) => set(['reviews', 'list'], list)}
      />
    </>
  );
}
