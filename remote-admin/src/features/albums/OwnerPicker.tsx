import { api } from '@lapm/api-client';
import type { ClientNames, User } from '@lapm/contracts';
import { useListSearch, useLoad } from '@lapm/forms';
import { Button, ListState, type ListStatus, SearchBox, TextField } from '@lapm/ui';
import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { accountEmailText } from '../shared/AccountEmail';
import { userMatches } from '../shared/search';
import styles from './OwnerPicker.module.css';
import { isUnproved, UnprovedOwner } from './UnprovedOwner';

/** A handful of choices stays readable; a longer list means the search should be narrowed. */
const MAX_CHOICES = 6;

interface OwnerPickerProps {
  /** The owner's id as typed: the field stays editable, the list only fills it. */
  value: string;
  onChange: (value: string) => void;
  /** While the form saves: its buttons are all disabled. */
  disabled: boolean;
  /** The id of the unproved account chosen knowingly, or '' (the form's confirm_unproved_owner). */
  confirmedUnproved: string;
  onConfirmUnproved: (id: string) => void;
  /** The album's owner as saved: asked about when it was given, it is not asked about again. */
  currentOwner?: number | undefined;
  /** The chosen client's names, once the list is there (the access code is checked against them). */
  onChosen?: (client: ClientNames | null) => void;
  /**
   * The edit form's: the number comes first and the list stays folded until she searches, so that
   * the screen opens on the album and no stray tap on a name changes its owner.
   */
  folded?: boolean;
}

/** Tells the page the chosen client's names, when they change. */
function useTellChosen(chosen: User | undefined, onChosen: OwnerPickerProps['onChosen']) {
  const chosenFirstname = chosen?.firstname;
  const chosenLastname = chosen?.lastname;
  useEffect(() => {
    onChosen?.(
      chosenFirstname === undefined || chosenLastname === undefined
        ? null
        : { firstname: chosenFirstname, lastname: chosenLastname },
    );
  }, [onChosen, chosenFirstname, chosenLastname]);
}

/** The album owner's id field, with a search among existing users that fills it. */
export function OwnerPicker({
  value,
  onChange,
  disabled,
  confirmedUnproved,
  onConfirmUnproved,
  currentOwner,
  onChosen,
  folded = false,
}: OwnerPickerProps) {
  const text = fr.ownerPicker;
  // Clients only: the server leaves the admins out (an admin owns no album).
  const state = useLoad(api.users.clients);
  const { term, setTerm, items: users, shown: matching, error, status } = useListSearch(state, userMatches);
  const chosen = users.find((user) => String(user.id) === value.trim());
  // Invited from here (the list loaded before says otherwise), with the server's answer.
  const [invited, setInvited] = useState<ReadonlyMap<number, string>>(new Map());
  const sent = chosen && invited.get(chosen.id);
  useTellChosen(chosen, onChosen);

  let summary: string | undefined;
  if (chosen) summary = text.chosen(`${chosen.firstname} ${chosen.lastname}`, accountEmailText(chosen));
  else if (state.status === 'ready' && value.trim()) summary = text.unknown;

  const numberField = (
    <TextField
      label={fr.albumForm.userId}
      name="user_id"
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      required
      autoComplete="off"
      hint={summary}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{text.legend}</legend>
      {folded && numberField}
      <SearchBox
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={term}
        onChange={setTerm}
      />
      {(!folded || term.trim() !== '') && (
        <OwnerChoices
          term={term}
          status={status}
          error={error}
          matching={matching}
          chosenId={chosen?.id}
          disabled={disabled}
          onChoose={(id) => onChange(String(id))}
        />
      )}
      {!folded && numberField}
      <OwnerNotice
        chosen={chosen}
        sent={sent}
        currentOwner={currentOwner}
        confirmedUnproved={confirmedUnproved}
        onConfirmUnproved={onConfirmUnproved}
        onInvited={(id, message) => setInvited((current) => new Map(current).set(id, message))}
        disabled={disabled}
      />
    </fieldset>
  );
}

interface OwnerChoicesProps {
  term: string;
  status: ListStatus;
  error: string | null;
  matching: readonly User[];
  chosenId: number | undefined;
  disabled: boolean;
  onChoose: (id: number) => void;
}

/** The first clients matching her search, each a button that fills the owner's id. */
function OwnerChoices({ term, status, error, matching, chosenId, disabled, onChoose }: OwnerChoicesProps) {
  const text = fr.ownerPicker;
  return (
    <ListState
      status={status}
      loadingText={fr.users.loading}
      errorMessage={error}
      emptyText={fr.users.empty}
      noMatchText={fr.users.noMatch(term.trim())}
    >
      <ul className={styles.choices}>
        {matching.slice(0, MAX_CHOICES).map((user) => (
          <li key={user.id}>
            <Button
              variant="quiet"
              size="small"
              className={styles.choice}
              aria-pressed={chosenId === user.id}
              disabled={disabled}
              onClick={() => onChoose(user.id)}
            >
              {text.choose(`${user.firstname} ${user.lastname}`, accountEmailText(user), user.id)}
            </Button>
          </li>
        ))}
      </ul>
      {matching.length > MAX_CHOICES && (
        <p className={styles.more}>{text.more(matching.length - MAX_CHOICES)}</p>
      )}
    </ListState>
  );
}

interface OwnerNoticeProps {
  chosen: User | undefined;
  /** The server's answer to an invitation sent from here. */
  sent: string | undefined | false;
  currentOwner: number | undefined;
  confirmedUnproved: string;
  onConfirmUnproved: (id: string) => void;
  onInvited: (id: number, message: string) => void;
  disabled: boolean;
}

/** Under the picker: the invitation sent, or the question about a chosen account not yet proved. */
function OwnerNotice({
  chosen,
  sent,
  currentOwner,
  confirmedUnproved,
  onConfirmUnproved,
  onInvited,
  disabled,
}: OwnerNoticeProps) {
  return sent ? (
    <p role="status" className={styles.notice}>
      {sent}
    </p>
  ) : (
    chosen && chosen.id !== currentOwner && isUnproved(chosen) && (
      <UnprovedOwner
        key={chosen.id}
        user={chosen}
        confirmed={confirmedUnproved === String(chosen.id)}
        onConfirm={(confirmed) => onConfirmUnproved(confirmed ? String(chosen.id) : '')}
        onInvited={(message) => {
          onConfirmUnproved('');
          onInvited(chosen.id, message);
        }}
        disabled={disabled}
      />
    )
  );
}
