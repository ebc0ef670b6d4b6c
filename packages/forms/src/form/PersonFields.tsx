import { TextArea, type TextAreaProps, TextField, type TextFieldProps } from '@lapm/ui';
import { fr } from '../i18n/fr';
import { inputLimits } from './limits';

/** Label, type, autofill and length of each field that names a person, as the contracts accept them. */
const presets = {
  firstname: { label: fr.firstname, autoComplete: 'given-name', maxLength: inputLimits.name },
  lastname: { label: fr.lastname, autoComplete: 'family-name', maxLength: inputLimits.name },
  email: { label: fr.email, type: 'email', autoComplete: 'email', maxLength: inputLimits.email },
} as const;

interface Autofill {
  /**
   * The browser may fill in the visitor's own details (true by default). Off where someone
   * else's account is edited: the administrator's own details would land in it.
   */
  autofill?: boolean;
}

type PersonFieldProps = Omit<TextFieldProps, 'label'> & Autofill & { field: keyof typeof presets };

/** First name, last name or email: required, labelled and capped as everywhere on the site. */
export function PersonField({ field, autofill = true, ...props }: PersonFieldProps) {
  const preset = presets[field];
  return <TextField {...preset} required {...props} autoComplete={autofill ? preset.autoComplete : 'off'} />;
}

/** The optional postal address, on three lines. */
export function AddressField({ autofill = true, ...props }: Omit<TextAreaProps, 'label'> & Autofill) {
  return (
    <TextArea
      label={fr.address}
      rows={3}
      maxLength={inputLimits.address}
      {...props}
      autoComplete={autofill ? 'street-address' : 'off'}
    />
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  /** A new password (the browser may offer one) or the one in use (it may fill it in). */
  autoComplete: 'new-password' | 'current-password';
};

/** A password, capped at the length the contracts accept. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" maxLength={inputLimits.password} {...props} />;
}
