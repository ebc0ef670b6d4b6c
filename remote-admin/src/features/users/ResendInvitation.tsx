import { api } from '@lapm/api-client';
import { useSubmission } from '@lapm/forms';
import { Button, VisuallyHidden } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './ResendInvitation.module.css';

interface ResendInvitationProps {
  userId: number;
  /** The client's name, for the button's accessible name among the cards. */
  name: string;
  onSent: () => void;
}

/** A new invitation link for a client who has not chosen a password yet (the old link dies). */
export function ResendInvitation({ userId, name, onSent }: ResendInvitationProps) {
  const text = fr.invitation;
  const { pending, outcome, run } = useSubmission();
  const resend = () =>
    void run('save', async () => {
      const answer = await api.invitations.resend(userId);
      onSent();
      return { kind: 'success', text: answer.message ?? '' };
    });
  return (
    <>
      <Button variant="secondary" size="small" disabled={pending !== null} onClick={resend}>
        {pending ? text.resending : text.resend}
        <VisuallyHidden>{` ${name}`}</VisuallyHidden>
      </Button>
      <span role="status" className={styles.sent}>
        {outcome?.kind === 'success' ? outcome.text : null}
      </span>
      {outcome?.kind === 'error' && (
        <span role="alert" className={styles.error}>
          {outcome.text}
        </span>
      )}
    </>
  );
}
