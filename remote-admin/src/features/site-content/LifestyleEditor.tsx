import type { LifestylePageDocument } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { ParagraphsInput, TextInput, TitleAndLead } from './fields';
import { ReviewsEditor } from './ReviewsEditor';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** The LifeStyle page: its words, each format's name, audience and paragraphs, its reviews. */
export function LifestyleEditor({
  document,
  onChange,
}: {
  document: LifestylePageDocument;
  onChange: (document: LifestylePageDocument) => void;
}) {
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(document, path, value));
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{text.textsHeading}</legend>
        <TitleAndLead title={document.title} lead={document.lead} set={set} />
        <TextInput
          path={['formatsHeading']}
          label={text.formatsTitle}
          value={document.formatsHeading}
          onChange={(value) => set(['formatsHeading'], value)}
        />
        {document.formats.map((format, index) => (
          <fieldset key={format.id} className={styles.item}>
            <legend>{text.format(format.id)}</legend>
            <TextInput
              path={['formats', index, 'name']}
              label={text.formatName(format.id)}
              value={format.name}
              onChange={(value) => set(['formats', index, 'name'], value)}
            />
            <TextInput
              path={['formats', index, 'audience']}
              label={text.formatAudience(format.id)}
              value={format.audience}
              onChange={(value) => set(['formats', index, 'audience'], value)}
            />
            <ParagraphsInput
              path={['formats', index, 'paragraphs']}
              label={text.paragraphs(format.name)}
              hint={text.paragraphsHint}
              paragraphs={format.paragraphs}
              onChange={(value) => set(['formats', index, 'paragraphs'], value)}
            />
          </fieldset>
        ))}
      </fieldset>
      <ReviewsEditor
        path={['reviews']}
        headingPath={['reviewsHeading']}
        heading={document.reviewsHeading}
        list={document.reviews}
        onHeading={(value) => set(['reviewsHeading'], value)}
        onList={(list) => set(['reviews'], list)}
      />
    </>
  );
}
