import { usePostedForm } from '@lapm/api-client/page-data';
import { RESET_TOKEN_PARAM } from '@lapm/contracts';
import { ActionRow, Form, FormFeedback, type FormPostResult, SubmitButton, useFormPost } from '@lapm/forms';
import { fr } from '../../i18n/fr';
import { loadsApiClient } from './apiClient';
import { failureText } from './outcome';

/**
 * The one-button form of a page opened from an e-mail's link, its token kept in the form: the
 * action is taken by a press on the button, not by the visit (mail scanners open links, and must
 * not act for anyone). Posted before the app too; the button rests once the action is done.
 */
export function LinkButtonForm({
  path,
  token,
  submitLabel,
  send,
}: {
  /** The page's own path, where the form is posted before the app runs. */
  path: string;
  token: string;
  submitLabel: string;
  send: () => Promise<FormPostResult<never>>;
}) {
  const { pending, outcome, formProps } = useFormPost<never>({
    path,
    posted: usePostedForm(),
    describe: failureText,
    send,
  });
  return (
    <Form {...formProps} {...loadsApiClient}>
      <input type="hidden" name={RESET_TOKEN_PARAM} value={token} />
      <ActionRow>
        <SubmitButton
          busy={pending}
          disabled={outcome?.kind === 'success'}
          label={submitLabel}
          busyLabel={fr.common.sending}
        />
      </ActionRow>
      <FormFeedback outcome={outcome} />
    </Form>
  );
}
