import type { User } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import styles from './AccountEmail.module.css';

/** "x@y, non confirmé": how a list or a choice names an account by its address. */
export const accountEmailText = (user: Pick<User, 'email' | 'email_confirmed'>) =>
  user.email_confirmed === false ? `${user.email}, ${fr.common.unconfirmed}` : user.email;

/**
 * An account's address, marked when its owner has not opened the confirmation link yet: the
 * studio then knows that the address may not be the client's before sending anything there.
 */
export function AccountEmail({ user }: { user: Pick<User, 'email' | 'email_confirmed'> }) {
  return (
    <>
      {user.email}
      {user.email_confirmed === false && (
        <>
          {' '}
          <span className={styles.unconfirmed}>{fr.common.unconfirmed}</span>
        </>
      )}
    </>
  );
}
