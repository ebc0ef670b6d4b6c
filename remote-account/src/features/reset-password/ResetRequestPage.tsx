import { api, resetRequestPayloadSchema } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import { Button, TextField } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import styles from '../shared/Form.module.css';
import { FormFeedback } from '../shared/FormFeedback';
import { publicFormHeads } from '../shared/heads';
import { inputLimits } from '../shared/limits';
import { failureOf, type Outcome, outcomeOf } from '../shared/outcome';
import { firstProblem, useFieldProblem } from '../shared/useFieldProblem';

export default function ResetRequestPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { setProblem, idOf, errorOf } = useFieldProblem<'email'>();
  const t = fr.resetRequest;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetRequestPayloadSchema.safeParse({ email });
    if (!parsed.success) {
      setProblem(firstProblem<'email'>(parsed.error));
      return;
    }
    setProblem(null);
    setOutcome(null);
    setSending(true);
    try {
      const result = outcomeOf(await api.requestPasswordReset(parsed.data), t.success);
      setOutcome(result);
      if (result.kind === 'success') setEmail('');
    } catch (error) {
      setOutcome(failureOf(error));
    }
    setSending(false);
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.resetRequest} intro={t.intro}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          id={idOf('email')}
          label={fr.common.email}
          type="email"
          autoComplete="email"
          required
          maxLength={inputLimits.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorOf('email')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
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
