import { ApiError, api, describeFailure, loginPayloadSchema } from '@lapm/api-client';
import { homeOfRole, paths } from '@lapm/contracts';
import { sessionStore } from '@lapm/session';
import { Button, TextField } from '@lapm/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import styles from '../shared/Form.module.css';
import { FormFeedback } from '../shared/FormFeedback';
import { publicFormHeads } from '../shared/heads';
import { noticeOf } from '../shared/notice';
import type { Outcome } from '../shared/outcome';
import { firstProblem, useFieldProblem } from '../shared/useFieldProblem';

type Field = 'email' | 'password';

/** Text of a failed login (spec section 8): the server's message, else the two fallbacks. */
function loginFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return fr.login.unknownError;
  return error.message ? describeFailure(error.message) : fr.login.wrongCredentials;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { setProblem, idOf, errorOf } = useFieldProblem<Field>();
  const t = fr.login;
  const notice = noticeOf(useLocation().state);

  // Written after the first render, into the status region already on the page, so that screen
  // readers announce it (a region that arrives with its text is not read).
  useEffect(() => {
    if (notice) setOutcome({ kind: 'success', text: notice });
  }, [notice]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginPayloadSchema.safeParse({ email, password });
    if (!parsed.success) {
      setProblem(firstProblem<Field>(parsed.error));
      return;
    }
    setProblem(null);
    setOutcome(null);
    setSubmitting(true);
    try {
      const response = await api.login(parsed.data);
      // The API client has already put the token into the session store.
      const claims = sessionStore.getState().claims;
      if (claims) {
        navigate(homeOfRole[claims.role], { replace: true });
        return;
      }
      setOutcome({ kind: 'error', text: response.message || t.wrongCredentials });
    } catch (error) {
      setOutcome({ kind: 'error', text: loginFailureText(error) });
    }
    setSubmitting(false);
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.login} intro={t.intro}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          id={idOf('email')}
          label={fr.common.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorOf('email')}
        />
        <TextField
          id={idOf('password')}
          label={fr.common.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorOf('password')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </Button>
        </div>
        <FormFeedback outcome={outcome} />
      </form>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} to={paths.register}>
            {t.register}
          </Link>
        </li>
        <li>
          <Link className={styles.link} to={paths.resetPassword}>
            {t.forgotten}
          </Link>
        </li>
      </ul>
    </AccountPage>
  );
}
