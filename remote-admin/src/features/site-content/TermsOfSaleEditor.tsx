import { type TermsOfSaleDocument, termsOfSaleSkeleton } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { LongText, ParagraphsInput } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/**
 * « Conditions générales de vente »: her introduction and the paragraphs of each section; the
 * parts and the sections' headings stay in the site's code.
 */
export function TermsOfSaleEditor({
  document,
  onChange,
}: {
  document: TermsOfSaleDocument;
  onChange: (document: TermsOfSaleDocument) => void;
}) {
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(document, path, value));
  return (
    <>
      <p className={styles.hint}>{text.termsSkeleton}</p>
      <LongText
        path={['intro']}
        label={text.legalIntro}
        value={document.intro}
        onChange={(value) => set(['intro'], value)}
      />
      {termsOfSaleSkeleton.map((part) => (
        <fieldset key={part.heading} className={styles.group}>
          <legend>{part.heading}</legend>
          {part.sections.map(([id, heading]) => (
            <ParagraphsInput
              key={id}
              path={['sections', id]}
              label={text.termsParagraphs(part.heading, heading)}
              hint={text.paragraphsHint}
              paragraphs={document.sections[id]}
              onChange={(value) => set(['sections', id], value)}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}
