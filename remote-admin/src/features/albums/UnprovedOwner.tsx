import { api } from '@lapm/api-client';
import type { User } from '@lapm/contracts';
import { useSubmission } from '@lapm/forms';
import { Button, Checkbox } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './OwnerPicker.module.css';

/**
 * An account whose address was never proved (registered, never confirmed, not invited): whoever
 * typed the address may not be the client. No `email_confirmed` in the list means no question.
 */
export const isUnproved = (user: Pick<User, 'email_confirmed' | 'invitation'>) =>
  user.email_confirmed === false && !user.invitation;

interface UnprovedOwnerProps {
  user: User;
  /** The admin gives the album to this account knowingly (the server refuses it otherwise). */
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  /** The invitation went (the server's words): the account waits for whoever reads that mailbox. */
  onInvited: (message: string) => void;
  disabled: boolean;
}

/** Asks before an album goes to an unproved account, and offers the invitation instead. */
export function UnprovedOwner({ user, confirmed, onConfirm, onInvited, disabled }: UnprovedOwnerProps) {
  const text = fr.ownerPicker;
  const { pending, outcome, run } = useSubmission();
  const invite = () =>
    void run('save', async () => {
      const answer = await api.invitations.create({
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
      });
      onInvited(answer.message);
    });
  return (
    <div className={styles.warning}>
      <p role="alert">{text.unproved(user.email)}</p>
      <Button variant="secondary" size="small" disabled={disabled || pending !== null} onClick={invite}>
        {pending ? text.inviting : text.invite(user.email)}
      </Button>
      {outcome?.kind === 'error' && (
        <p role="alert" className={styles.error}>
          {outcome.text}
        </p>
      )}
      <Checkbox
        label={text.confirmUnproved}
        checked={confirmed}
        disabled={disabled || pending !== null}
        onChange={(event) => onConfirm(event.target.checked)}
      />
    </div>
  );
}
