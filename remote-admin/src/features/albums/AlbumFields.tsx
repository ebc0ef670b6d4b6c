import type { ClientNames } from '@lapm/contracts';
import {
  albumLinkMessage,
  albumMessages,
  hasLineBreak,
  isHttpsLink,
  MAX_ALBUM_TITLE_LENGTH,
  MAX_ALBUM_WELCOME_LENGTH,
} from '@lapm/contracts';
import { TextArea, TextField } from '@lapm/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { fr } from '../../i18n/fr';
import { AccessCodeField } from './AccessCodeField';
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
  /** The owner's names when the page knows them (its own picker, a new client's fields). */
  client?: ClientNames | null;
  /** What the creation form adds after the title: the kind of session. */
  kind?: ReactNode;
  /** What the creation form adds beside the link: « Galerie sur le site ». */
  linkAction?: ReactNode;
  /** Told the names of the client chosen in the picker (the edit form names the new owner before saving). */
  onClientChosen?: (client: ClientNames | null) => void;
}

/** What the title field says of the title as typed: one line, within its length. */
function titleError(title: string) {
  if (hasLineBreak(title)) return albumMessages.titleOneLine;
  return title.trim().length > MAX_ALBUM_TITLE_LENGTH ? albumMessages.titleTooLong : undefined;
}

/**
 * Owner, date, link, access code and end of availability, common to the creation and edit
 * forms (lengths as in the schema).
 */
export function AlbumFields({
  values,
  onChange,
  disabled,
  owner,
  currentOwner,
  client = null,
  kind,
  linkAction,
  onClientChosen,
}: AlbumFieldsProps) {
  const text = fr.albumForm;
  // The link is judged once left, not at every keystroke of "https://".
  const [linkLeft, setLinkLeft] = useState(false);
  // The client chosen in this form's own picker, once the list of clients is there.
  const [picked, setPicked] = useState<ClientNames | null>(null);
  const chosen = useCallback(
    (client: ClientNames | null) => {
      setPicked(client);
      onClientChosen?.(client);
    },
    [onClientChosen],
  );
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
          onChosen={chosen}
          folded={currentOwner !== undefined}
        />
      )}
      <TextField
        label={text.title}
        hint={text.titleHint}
        maxLength={MAX_ALBUM_TITLE_LENGTH}
        error={titleError(values.title)}
        {...bind('title', false)}
      />
      {kind}
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
      {linkAction}
      <AccessCodeField
        value={values.access_code}
        onChange={(value) => onChange('access_code', value)}
        client={owner ? client : (picked ?? client)}
        disabled={disabled}
      />
      <TextField
        label={text.availableUntil}
        hint={text.availableUntilHint}
        type="date"
        {...bind('available_until', false)}
      />
      <TextArea
        label={text.welcome}
        hint={text.welcomeHint}
        maxLength={MAX_ALBUM_WELCOME_LENGTH}
        rows={3}
        {...bind('welcome', false)}
      />
    </>
  );
}
