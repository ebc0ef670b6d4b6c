import { usePostedForm } from '@lapm/api-client/page-data';
import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { ActionRow, Form, FormFeedback, FormLinks, SubmitButton, useFormPost } from '@lapm/forms';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';

/**
 * Opened from the link of a confirmation e-mail. The address is confirmed by a press on the
 * button, not by the visit itself: mail scanners open links, and must not confirm for anyone.
 */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const t = fr.confirmEmail;
  const { pending, outcome, formProps } = useFormPost<never>({
    path: paths.confirmEmail,
    posted: usePostedForm(),
    describe: failureText,
    async send() {
      const { api, emailConfirmPayloadSchema } = await loadApiClient();
      const parsed = emailConfirmPayloadSchema.safeParse({
        token: searchParams.get(RESET_TOKEN_PARAM) ?? '',
      });
      if (!parsed.success) return { outcome: { kind: 'error', text: t.noToken } };
      return { outcome: outcomeOf(await api.confirmEmail(parsed.data), t.success) };
    },
  });

  return (
    <AccountPage title={t.title} head={publicFormHeads.confirmEmail} intro={t.intro}>
      <Form {...formProps} {...loadsApiClient}>
        <input type="hidden" name={RESET_TOKEN_PARAM} value={searchParams.get(RESET_TOKEN_PARAM) ?? ''} />
        <ActionRow>
          <SubmitButton
            busy={pending}
            disabled={outcome?.kind === 'success'}
            label={t.submit}
            busyLabel={fr.common.sending}
          />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
      <FormLinks links={[{ to: paths.login, label: fr.common.backToLogin }]} />
    </AccountPage>
  );
}
