import { enquiryLimits } from '@lapm/contracts';
import { PersonField } from '@lapm/forms';
import { TextField } from '@lapm/ui';
import type { ReactNode } from 'react';
import styles from './VisitorFields.module.css';

type VisitorField = 'firstname' | 'lastname' | 'email' | 'phone';

interface VisitorFieldsProps {
  /** What the visitor sent last, when a refused post came back: nothing typed is lost. */
  sentValue: (name: VisitorField) => string;
  /** Its id, its name and the message under it, as the form gives them. */
  field: (name: VisitorField) => { id: string; name: string; error: ReactNode };
  phone: { label: string; hint?: string };
}

/** Who writes to the studio, on the enquiry and the booking forms: names, e-mail and phone. */
export function VisitorFields({ sentValue, field, phone }: VisitorFieldsProps) {
  return (
    <>
      <div className={styles.names}>
        <PersonField field="firstname" defaultValue={sentValue('firstname')} {...field('firstname')} />
        <PersonField field="lastname" defaultValue={sentValue('lastname')} {...field('lastname')} />
      </div>
      <PersonField field="email" defaultValue={sentValue('email')} {...field('email')} />
      <TextField
        type="tel"
        label={phone.label}
        hint={phone.hint}
        autoComplete="tel"
        maxLength={enquiryLimits.phone}
        defaultValue={sentValue('phone')}
        {...field('phone')}
      />
    </>
  );
}
