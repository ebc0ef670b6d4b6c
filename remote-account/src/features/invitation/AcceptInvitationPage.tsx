import { usePostedForm } from '@lapm/api-client/page-data';
import { paths, RESET_TOKEN_PARAM, validationMessages } from '@lapm/contracts';
import {
  ActionRow,
  Form,
  FormFeedback,
  FormLinks,
  fieldOf,
  formStyles,
  PasswordField,
  SubmitButton,
  useFormPost,
} from '@lapm/forms';
import { sessionStore } from '@lapm/session';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText } from '../shared/outcome';

type Field = 'password' | 'passwordConfirm';

/**
 * The page of an invitation link: the client the studio invited chooses a password (the
 * registration rules), is signed in and lands on their albums. A link that no longer works
 * says how to get another one.
 */
export default function AcceptInvitationPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  const t = fr.invitation;
  const { pending, outcome, idOf, errorOf, formProps } = useFormPost<Field>({
    path: paths.invitation,
    posted: usePostedForm(),
    describe: failureText,
    async send(data) {
      const { api, checkResetConfirmForm } = await loadApiClient();
      // The password rules of a registration and a reset, with their messages.
      const check = checkResetConfirmForm({
        token,
        password: fieldOf(data, 'password'),
        passwordConfirm: fieldOf(data, 'passwordConfirm'),
      });
      if (!check.ok) {
        const { field, message } = check.problem;
        if (field === 'token') return { outcome: { kind: 'error', text: message } };
        return { problem: { field, message } };
      }
      await api.acceptInvitation(check.payload);
      // The API client has put the new session into the store.
      if (!sessionStore.getState().claims) return { outcome: { kind: 'error', text: fr.common.unexpected } };
      navigate(paths.myAlbums, { replace: true });
      return undefined;
    },
  });
  const refused = outcome?.kind === 'error';

  return (
    <AccountPage title={t.title} head={publicFormHeads.invitation} intro={t.intro}>
      {!token && (
        <div role="alert" className={formStyles.feedback}>
          <p className={formStyles.danger}>{t.noToken}</p>
          <p className={formStyles.danger}>{validationMessages.tokenMissing}</p>
        </div>
      )}
      <Form {...formProps} {...loadsApiClient}>
        <input type="hidden" name={RESET_TOKEN_PARAM} value={token} />
        <PasswordField
          id={idOf('password')}
          name="password"
          label={fr.common.newPassword}
          autoComplete="new-password"
          required
          hint={fr.common.passwordHint}
          disabled={!token}
          error={errorOf('password')}
        />
        <PasswordField
          id={idOf('passwordConfirm')}
          name="passwordConfirm"
          label={fr.common.passwordConfirm}
          autoComplete="new-password"
          required
          disabled={!token}
          error={errorOf('passwordConfirm')}
        />
        <ActionRow>
          <SubmitButton busy={pending} disabled={!token} label={t.submit} busyLabel={fr.common.sending} />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
      {(!token || refused) && <p>{t.askAgain}</p>}
      <FormLinks
        links={[
          { to: paths.contact, label: t.contact },
          { to: paths.login, label: fr.common.backToLogin },
        ]}
      />
    </AccountPage>
  );
}
