import { paths, RESET_TOKEN_PARAM, validationMessages } from '@lapm/contracts';
import {
  ActionRow,
  Form,
  FormFeedback,
  FormLinks,
  firstProblem,
  formStyles,
  PasswordField,
  SubmitButton,
  useFieldProblem,
  useSubmission,
} from '@lapm/forms';
import { type FormEvent, useState } from 'react';
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
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const { pending, outcome, run } = useSubmission(failureText);
  const { setProblem, idOf, errorOf } = useFieldProblem<Field>();
  const t = fr.resetConfirm;

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('save', async () => {
      const { api, resetConfirmPayloadSchema } = await loadApiClient();
      const parsed = resetConfirmPayloadSchema.safeParse({ token, password });
      if (!parsed.success) {
        const { field, message } = firstProblem<Field | 'token'>(parsed.error);
        // A token mangled in the link (too long) is not a field the visitor can fix.
        if (field === 'token') return { kind: 'error', text: message };
        setProblem({ field, message });
        return undefined;
      }
      if (passwordConfirm !== password) {
        setProblem({ field: 'passwordConfirm', message: validationMessages.passwordsDiffer });
        return undefined;
      }
      setProblem(null);
      const result = outcomeOf(await api.confirmPasswordReset(parsed.data), t.success);
      if (result.kind === 'success') {
        setPassword('');
        setPasswordConfirm('');
      }
      return result;
    });
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.resetConfirm} intro={t.intro}>
      {!token && (
        // Both texts of the spec: the explanation, then the validation message of the token.
        <div role="alert" className={formStyles.feedback}>
          <p className={formStyles.danger}>{t.noToken}</p>
          <p className={formStyles.danger}>{validationMessages.tokenMissing}</p>
        </div>
      )}
      <Form onSubmit={submit} {...loadsApiClient}>
        <PasswordField
          id={idOf('password')}
          label={fr.common.newPassword}
          autoComplete="new-password"
          required
          hint={fr.common.passwordHint}
          disabled={!token}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorOf('password')}
        />
        <PasswordField
          id={idOf('passwordConfirm')}
          label={fr.common.passwordConfirm}
          autoComplete="new-password"
          required
          disabled={!token}
          value={passwordConfirm}
          onChange={(event) => setPasswordConfirm(event.target.value)}
          error={errorOf('passwordConfirm')}
        />
        <ActionRow>
          <SubmitButton
            busy={pending !== null}
            disabled={!token}
            label={t.submit}
            busyLabel={fr.common.sending}
          />
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
