import type { FaqPageDocument } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { ParagraphsInput, TextInput, TitleAndLead } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** The FAQ: its title and introduction, then each question with its answer; added and removed. */
export function FaqEditor({
  document,
  onChange,
}: {
  document: FaqPageDocument;
  onChange: (document: FaqPageDocument) => void;
}) {
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(document, path, value));
  const questions = document.questions;
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{text.textsHeading}</legend>
        <TitleAndLead title={document.title} lead={document.lead} set={set} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{text.questionsHeading}</legend>
        {questions.map((entry, index) => {
          const n = index + 1;
          return (
            // Questions have no id of their own and she may remove any: the position is the key.
            <fieldset key={index} className={styles.item}>
              <legend>{text.question(n)}</legend>
              <TextInput
                path={['questions', index, 'question']}
                label={text.question(n)}
                value={entry.question}
                onChange={(value) => set(['questions', index, 'question'], value)}
              />
              <ParagraphsInput
                path={['questions', index, 'paragraphs']}
                label={text.answer(n)}
                hint={text.paragraphsHint}
                paragraphs={entry.paragraphs}
                onChange={(value) => set(['questions', index, 'paragraphs'], value)}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  set(
                    ['questions'],
                    questions.filter((_, other) => other !== index),
                  )
                }
              >
                {text.removeQuestion(n)}
              </Button>
            </fieldset>
          );
        })}
        <Button
          variant="secondary"
          onClick={() => set(['questions'], [...questions, { question: '', paragraphs: [''] }])}
        >
          {text.addQuestion}
        </Button>
      </fieldset>
    </>
  );
}
