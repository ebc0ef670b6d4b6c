import { usePostedForm } from '@lapm/api-client/page-data';
import { RESET_TOKEN_PARAM, type ResetConfirmPayload, validationMessages } from '@lapm/contracts';
import {
  ActionRow,
  Form,
  FormFeedback,
  type FormPostResult,
  fieldOf,
  formStyles,
  type Outcome,
  PasswordField,
  SubmitButton,
  useFormPost,
} from '@lapm/forms';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import { loadApiClient, loadsApiClient } from './apiClient';
import { failureText } from './outcome';

type Field = 'password' | 'passwordConfirm';

interface LinkPasswordFormProps {
  /** The page's own path, where the form is posted before the app runs. */
  path: string;
  /** The link's token; without one the fields are disabled and the page says why. */
  token: string;
  /** What the page says when its link has no token, before the spec's validation message. */
  noToken: string;
  submitLabel: string;
  /** Sends the checked password with the token; gives the line under the form, if any. */
  submit: (payload: ResetConfirmPayload, form: HTMLFormElement) => Promise<FormPostResult<Field> | undefined>;
  /** What the page shows under the form, knowing how the last send ended. */
  after?: (outcome: Outcome | null) => ReactNode;
}

/**
 * The form of an e-mailed link that sets a password (a reset, an invitation): the new password
 * twice, checked by the registration's rules with their messages, posted before the app too.
 */
export function LinkPasswordForm({
  path,
  token,
  noToken,
  submitLabel,
  submit,
  after,
}: LinkPasswordFormProps) {
  const { pending, outcome, idOf, errorOf, formProps } = useFormPost<Field>({
    path,
    posted: usePostedForm(),
    describe: failureText,
    async send(data, form) {
      const { checkResetConfirmForm } = await loadApiClient();
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
      return submit(check.payload, form);
    },
  });
  return (
    <>
      {!token && (
        // Both texts of the spec: the explanation, then the validation message of the token.
        <div role="alert" className={formStyles.feedback}>
          <p className={formStyles.danger}>{noToken}</p>
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
          <SubmitButton busy={pending} disabled={!token} label={submitLabel} busyLabel={fr.common.sending} />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
      {after?.(outcome)}
    </>
  );
}
