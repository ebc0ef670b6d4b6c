import type { AboutPageDocument } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { ParagraphsInput, TextInput, TitleAndLead } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** « Qui suis-je ? »: her biography, section by section. */
export function AboutEditor({
  document,
  onChange,
}: {
  document: AboutPageDocument;
  onChange: (document: AboutPageDocument) => void;
}) {
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(document, path, value));
  return (
    <fieldset className={styles.group}>
      <legend>{text.textsHeading}</legend>
      <TitleAndLead title={document.title} lead={document.lead} set={set} />
      {document.sections.map((section, index) => (
        <div key={index} className={styles.block}>
          <TextInput
            path={['sections', index, 'heading']}
            label={text.heading(String(index + 1))}
            value={section.heading}
            onChange={(value) => set(['sections', index, 'heading'], value)}
          />
          <ParagraphsInput
            path={['sections', index, 'paragraphs']}
            label={text.paragraphs(section.heading)}
            hint={text.paragraphsHint}
            paragraphs={section.paragraphs}
            onChange={(value) => set(['sections', index, 'paragraphs'], value)}
          />
        </div>
      ))}
    </fieldset>
  );
}
