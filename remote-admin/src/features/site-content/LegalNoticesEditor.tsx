import type { LegalNoticesDocument } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { LongText, ParagraphsInput, TextInput } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;
type Set = (path: (string | number)[], value: unknown) => void;
type PublisherLine = 'siret' | 'email' | 'phone' | 'director';
const sections = ['intellectualProperty', 'personalData', 'cookies', 'liability'] as const;

/**
 * « Mentions légales »: her words. The headings the law asks for, the publisher's labels and the
 * demo photos' credits stay in the site's code.
 */
export function LegalNoticesEditor({
  document,
  onChange,
}: {
  document: LegalNoticesDocument;
  onChange: (document: LegalNoticesDocument) => void;
}) {
  const set: Set = (path, value) => onChange(setIn(document, path, value));
  return (
    <>
      <p className={styles.hint}>{text.legalSkeleton}</p>
      <fieldset className={styles.group}>
        <legend>{text.legalPublisher}</legend>
        <LongText
          path={['intro']}
          label={text.legalIntro}
          value={document.intro}
          onChange={(value) => set(['intro'], value)}
        />
        <Publisher document={document} set={set} />
        <LongText
          path={['host']}
          label={text.legalHost}
          value={document.host}
          onChange={(value) => set(['host'], value)}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{text.textsHeading}</legend>
        {sections.map((key) => (
          <ParagraphsInput
            key={key}
            path={[key]}
            label={text.paragraphs(text.legalSections[key])}
            hint={text.paragraphsHint}
            paragraphs={document[key]}
            onChange={(value) => set([key], value)}
          />
        ))}
      </fieldset>
    </>
  );
}

function Publisher({ document, set }: { document: LegalNoticesDocument; set: Set }) {
  const { publisher } = document;
  const line = (key: PublisherLine, label: string) => (
    <TextInput
      path={['publisher', key]}
      label={label}
      value={publisher[key]}
      onChange={(value) => set(['publisher', key], value)}
    />
  );
  return (
    <>
      <ParagraphsInput
        path={['publisher', 'paragraphs']}
        label={text.legalPublisherText}
        hint={text.paragraphsHint}
        paragraphs={publisher.paragraphs}
        onChange={(value) => set(['publisher', 'paragraphs'], value)}
      />
      {line('siret', text.legalSiret)}
      {line('email', text.legalEmail)}
      {line('phone', text.legalPhone)}
      {line('director', text.legalDirector)}
    </>
  );
}
