import { usePostedForm } from '@lapm/api-client/page-data';
import { paths, RESET_TOKEN_PARAM, validationMessages } from '@lapm/contracts';
import {
  ActionRow,
  clearFields,
  Form,
  FormFeedback,
  FormLinks,
  fieldOf,
  formStyles,
  PasswordField,
  SubmitButton,
  useFormPost,
} from '@lapm/forms';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';

type Field = 'password' | 'passwordConfirm';

export default function ResetConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM)?.trim() ?? '';
  const t = fr.resetConfirm;
  const { pending, outcome, idOf, errorOf, formProps } = useFormPost<Field>({
    path: paths.resetPasswordConfirm,
    posted: usePostedForm(),
    describe: failureText,
    async send(data, form) {
      const { api, checkResetConfirmForm } = await loadApiClient();
      const check = checkResetConfirmForm({
        token,
        password: fieldOf(data, 'password'),
        passwordConfirm: fieldOf(data, 'passwordConfirm'),
      });
      if (!check.ok) {
        const { field, message } = check.problem;
        // A token mangled in the link (too long) is not a field the visitor can fix.
        if (field === 'token') return { outcome: { kind: 'error', text: message } };
        return { problem: { field, message } };
      }
      const result = outcomeOf(await api.confirmPasswordReset(check.payload), t.success);
      if (result.kind === 'success') clearFields(form, ['password', 'passwordConfirm']);
      return { outcome: result };
    },
  });

  return (
    <AccountPage title={t.title} head={publicFormHeads.resetConfirm} intro={t.intro}>
      {!token && (
        // Both texts of the spec: the explanation, then the validation message of the token.
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
      <FormLinks
        links={[
          ...(token ? [] : [{ to: paths.resetPassword, label: t.newRequest }]),
          { to: paths.login, label: fr.common.backToLogin },
        ]}
      />
    </AccountPage>
  );
}
