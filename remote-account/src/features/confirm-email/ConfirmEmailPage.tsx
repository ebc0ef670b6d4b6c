import { api, emailConfirmPayloadSchema } from '@lapm/api-client';
import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import styles from '../shared/Form.module.css';
import { FormFeedback } from '../shared/FormFeedback';
import { publicFormHeads } from '../shared/heads';
import { failureOf, type Outcome, outcomeOf } from '../shared/outcome';

/**
 * Opened from the link of a confirmation e-mail. The address is confirmed by a press on the
 * button, not by the visit itself: mail scanners open links, and must not confirm for anyone.
 * The page is the same with or without a token until then, as its prerendered HTML is.
 */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const t = fr.confirmEmail;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailConfirmPayloadSchema.safeParse({ token: searchParams.get(RESET_TOKEN_PARAM) ?? '' });
    if (!parsed.success) {
      setOutcome({ kind: 'error', text: t.noToken });
      return;
    }
    setOutcome(null);
    setSending(true);
    try {
      setOutcome(outcomeOf(await api.confirmEmail(parsed.data), t.success));
    } catch (error) {
      setOutcome(failureOf(error));
    }
    setSending(false);
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.confirmEmail} intro={t.intro}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.actions}>
          <Button type="submit" disabled={sending || outcome?.kind === 'success'}>
            {sending ? fr.common.sending : t.submit}
          </Button>
        </div>
        <FormFeedback outcome={outcome} />
      </form>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} to={paths.login}>
            {fr.common.backToLogin}
          </Link>
        </li>
      </ul>
    </AccountPage>
  );
}
