import { describeFailure, isApiError } from '@lapm/api-client/errors';
import { usePostedForm } from '@lapm/api-client/page-data';
import { homeOfRole, paths } from '@lapm/contracts';
import {
  ActionRow,
  Form,
  FormFeedback,
  FormLinks,
  fieldOf,
  firstProblem,
  SubmitButton,
  useFormPost,
} from '@lapm/forms';
import { sessionStore } from '@lapm/session';
import { TextField } from '@lapm/ui';
import { useEffect, useState } from 'react';
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
  const t = fr.login;
  const notice = noticeOf(useLocation().state);
  const [shownNotice, setShownNotice] = useState<string | null>(null);
  const { pending, outcome, idOf, errorOf, sentValue, formProps } = useFormPost<Field>({
    path: paths.login,
    posted: usePostedForm(),
    describe: loginFailureText,
    async send(data) {
      setShownNotice(null);
      const { api, loginPayloadSchema } = await loadApiClient();
      const parsed = loginPayloadSchema.safeParse({
        email: fieldOf(data, 'email'),
        password: fieldOf(data, 'password'),
      });
      if (!parsed.success) return { problem: firstProblem<Field>(parsed.error) };
      const response = await api.login(parsed.data);
      // The API client has already put the token into the session store.
      const claims = sessionStore.getState().claims;
      if (!claims) return { outcome: { kind: 'error', text: response.message || t.wrongCredentials } };
      navigate(homeOfRole[claims.role], { replace: true });
      return undefined;
    },
  });

  // Written after the first render, into the status region already on the page, so that screen
  // readers announce it (a region that arrives with its text is not read).
  useEffect(() => {
    if (notice) setShownNotice(notice);
  }, [notice]);

  return (
    <AccountPage title={t.title} head={publicFormHeads.login} intro={t.intro}>
      <Form {...formProps} {...loadsApiClient}>
        <TextField
          id={idOf('email')}
          name="email"
          label={fr.common.email}
          type="email"
          autoComplete="email"
          required
          defaultValue={sentValue('email')}
          error={errorOf('email')}
        />
        <TextField
          id={idOf('password')}
          name="password"
          label={fr.common.password}
          type="password"
          autoComplete="current-password"
          required
          error={errorOf('password')}
        />
        <ActionRow>
          <SubmitButton busy={pending} label={t.submit} busyLabel={t.submitting} />
        </ActionRow>
        <FormFeedback outcome={outcome ?? (shownNotice ? { kind: 'success', text: shownNotice } : null)} />
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
