import { describeFailure, isApiError } from '@lapm/api-client/errors';
import { homeOfRole, paths } from '@lapm/contracts';
import {
  ActionRow,
  Form,
  FormFeedback,
  FormLinks,
  firstProblem,
  SubmitButton,
  useFieldProblem,
  useSubmission,
} from '@lapm/forms';
import { sessionStore } from '@lapm/session';
import { TextField } from '@lapm/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { noticeOf } from '../shared/notice';

type Field = 'email' | 'password';

/** Text of a failed login (spec section 8): the server's message, else the two fallbacks. */
function loginFailureText(error: unknown): string {
  if (!isApiError(error)) return fr.login.unknownError;
  return error.message ? describeFailure(error.message) : fr.login.wrongCredentials;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, outcome, setOutcome, run } = useSubmission(loginFailureText);
  const { setProblem, idOf, errorOf } = useFieldProblem<Field>();
  const t = fr.login;
  const notice = noticeOf(useLocation().state);

  // Written after the first render, into the status region already on the page, so that screen
  // readers announce it (a region that arrives with its text is not read).
  useEffect(() => {
    if (notice) setOutcome({ kind: 'success', text: notice });
  }, [notice, setOutcome]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('save', async () => {
      const { api, loginPayloadSchema } = await loadApiClient();
      const parsed = loginPayloadSchema.safeParse({ email, password });
      if (!parsed.success) {
        setProblem(firstProblem<Field>(parsed.error));
        return undefined;
      }
      setProblem(null);
      const response = await api.login(parsed.data);
      // The API client has already put the token into the session store.
      const claims = sessionStore.getState().claims;
      if (!claims) return { kind: 'error', text: response.message || t.wrongCredentials };
      navigate(homeOfRole[claims.role], { replace: true });
      return undefined;
    });
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.login} intro={t.intro}>
      <Form onSubmit={submit} {...loadsApiClient}>
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
        <ActionRow>
          <SubmitButton busy={pending !== null} label={t.submit} busyLabel={t.submitting} />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
      <FormLinks
        links={[
          { to: paths.register, label: t.register },
          { to: paths.resetPassword, label: t.forgotten },
        ]}
      />
    </AccountPage>
  );
}
