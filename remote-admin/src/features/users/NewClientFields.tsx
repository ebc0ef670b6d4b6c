import { PersonField } from '@lapm/forms';
import type { NewClientValues } from './invitationForm';

interface NewClientFieldsProps {
  values: NewClientValues;
  onChange: (field: keyof NewClientValues, value: string) => void;
  disabled?: boolean;
}

/** First name, last name and address of a client to invite. */
export function NewClientFields({ values, onChange, disabled = false }: NewClientFieldsProps) {
  // Someone else's details: the browser must not fill in the administrator's own.
  const bind = (field: keyof NewClientValues) => ({
    name: field,
    autofill: false,
    disabled,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <>
      <PersonField field="firstname" {...bind('firstname')} />
      <PersonField field="lastname" {...bind('lastname')} />
      <PersonField field="email" {...bind('email')} />
    </>
  );
}
