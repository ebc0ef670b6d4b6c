import type { ContactDocument } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { joinLines, setIn, splitLines } from './draft';
import { LongText, TextInput } from './fields';
import styles from './siteContent.module.css';

const text = fr.siteContent;

/** Contact's details: e-mail, phone, hours, and the towns she covers, by department. */
export function ContactEditor({
  document,
  onChange,
}: {
  document: ContactDocument;
  onChange: (document: ContactDocument) => void;
}) {
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(document, path, value));
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{text.contactHeading}</legend>
        <TextInput
          path={['email']}
          label={text.contactEmail}
          value={document.email}
          onChange={(value) => set(['email'], value)}
        />
        <TextInput
          path={['phone']}
          label={text.contactPhone}
          hint={text.contactPhoneHint}
          value={document.phone}
          onChange={(value) => set(['phone'], value)}
        />
        <TextInput
          path={['hours']}
          label={text.contactHours}
          value={document.hours}
          onChange={(value) => set(['hours'], value)}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{text.areasHeading}</legend>
        {document.areas.map((area, index) => (
          <div key={index} className={styles.block}>
            <TextInput
              path={['areas', index, 'department']}
              label={text.areaDepartment(index + 1)}
              value={area.department}
              onChange={(value) => set(['areas', index, 'department'], value)}
            />
            <LongText
              path={['areas', index, 'towns']}
              label={text.areaTowns(area.department)}
              hint={text.areaTownsHint}
              value={joinLines(area.towns)}
              onChange={(value) => set(['areas', index, 'towns'], splitLines(value))}
            />
          </div>
        ))}
      </fieldset>
    </>
  );
}
