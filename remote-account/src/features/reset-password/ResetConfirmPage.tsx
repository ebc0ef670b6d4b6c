import { api, resetConfirmPayloadSchema } from '@lapm/api-client';
import { paths, RESET_TOKEN_PARAM, validationMessages } from '@lapm/contracts';
import { Button, TextField } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import styles from '../shared/Form.module.css';
import { FormFeedback } from '../shared/FormFeedback';
import { publicFormHeads } from '../shared/heads';
import { inputLimits } from '../shared/limits';
import { failureOf, type Outcome, outcomeOf } from '../shared/outcome';
import { firstProblem, useFieldProblem } from '../shared/useFieldProblem';

type Field = 'password' | 'passwordConfirm';

export default function ResetConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { setProblem, idOf, errorOf } = useFieldProblem<Field>();
  const t = fr.resetConfirm;
  const disabled = !token || sending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetConfirmPayloadSchema.safeParse({ token, password });
    if (!parsed.success) {
      const { field, message } = firstProblem<Field | 'token'>(parsed.error);
      // A token mangled in the link (too long) is not a field the visitor can fix.
      if (field === 'token') setOutcome({ kind: 'error', text: message });
      else setProblem({ field, message });
      return;
    }
    if (passwordConfirm !== password) {
      setProblem({ field: 'passwordConfirm', message: validationMessages.passwordsDiffer });
      return;
    }
    setProblem(null);
    setOutcome(null);
    setSending(true);
    try {
      const result = outcomeOf(await api.confirmPasswordReset(parsed.data), t.success);
      setOutcome(result);
      if (result.kind === 'success') {
        setPassword('');
        setPasswordConfirm('');
      }
    } catch (error) {
      setOutcome(failureOf(error));
    }
    setSending(false);
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.resetConfirm} intro={t.intro}>
      {!token && (
        // Both texts of the spec: the explanation, then the validation message of the token.
        <div role="alert" className={styles.feedback}>
          <p className={styles.error}>{t.noToken}</p>
          <p className={styles.error}>{validationMessages.tokenMissing}</p>
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          id={idOf('password')}
          label={fr.common.newPassword}
          type="password"
          autoComplete="new-password"
          required
          hint={fr.common.passwordHint}
          maxLength={inputLimits.password}
          disabled={!token}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorOf('password')}
        />
        <TextField
          id={idOf('passwordConfirm')}
          label={fr.common.passwordConfirm}
          type="password"
          autoComplete="new-password"
          required
          maxLength={inputLimits.password}
          disabled={!token}
          value={passwordConfirm}
          onChange={(event) => setPasswordConfirm(event.target.value)}
          error={errorOf('passwordConfirm')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={disabled}>
            {sending ? fr.common.sending : t.submit}
          </Button>
        </div>
        <FormFeedback outcome={outcome} />
      </form>
      <ul className={styles.links}>
        {!token && (
          <li>
            <Link className={styles.link} to={paths.resetPassword}>
              {t.newRequest}
            </Link>
          </li>
        )}
        <li>
          <Link className={styles.link} to={paths.login}>
            {fr.common.backToLogin}
          </Link>
        </li>
      </ul>
    </AccountPage>
  );
}
