import { albumLinkMessage, isHttpsLink } from '@lapm/contracts';
import { TextField } from '@lapm/ui';
import { type ReactNode, useState } from 'react';
import { fr } from '../../i18n/fr';
import type { AlbumFormValues } from './albumForm';
import { OwnerPicker } from './OwnerPicker';

interface AlbumFieldsProps {
  values: AlbumFormValues;
  onChange: (field: keyof AlbumFormValues, value: string) => void;
  /** While the form saves: the owner picker's choices are disabled with the buttons. */
  disabled: boolean;
  /** What stands for the owner picker (the creation form's choice of a new client); the picker by default. */
  owner?: ReactNode;
  /** The album's owner as saved, on the edit form (see OwnerPicker). */
  currentOwner?: number;
}

/**
 * Owner, date, link, access code and end of availability, common to the creation and edit
 * forms (lengths as in the schema).
 */
export function AlbumFields({ values, onChange, disabled, owner, currentOwner }: AlbumFieldsProps) {
  const text = fr.albumForm;
  // The link is judged once left, not at every keystroke of "https://".
  const [linkLeft, setLinkLeft] = useState(false);
  const link = values.lien.trim();
  const bind = (field: keyof AlbumFormValues, required = true) => ({
    name: field,
    value: values[field],
    required,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <>
      {owner ?? (
        <OwnerPicker
          value={values.user_id}
          onChange={(value) => onChange('user_id', value)}
          disabled={disabled}
          confirmedUnproved={values.confirm_unproved_owner}
          onConfirmUnproved={(id) => onChange('confirm_unproved_owner', id)}
          currentOwner={currentOwner}
        />
      )}
      <TextField label={text.date} hint={text.dateHint} maxLength={100} {...bind('date')} />
      <TextField
        label={text.lien}
        hint={text.lienHint}
        type="url"
        maxLength={2000}
        error={linkLeft && link && !isHttpsLink(link) ? albumLinkMessage : undefined}
        onBlur={() => setLinkLeft(true)}
        {...bind('lien')}
      />
      <TextField label={text.accessCode} maxLength={200} {...bind('access_code')} />
      <TextField
        label={text.availableUntil}
        hint={text.availableUntilHint}
        type="date"
        {...bind('available_until', false)}
      />
    </>
  );
}
