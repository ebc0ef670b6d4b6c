import { usePostedForm } from '@lapm/api-client/page-data';
import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { ActionRow, Form, FormFeedback, SubmitButton, useFormPost } from '@lapm/forms';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';

/**
 * Opened from the link of a booking's confirmation e-mail. The session is cancelled by a press on
 * the button, not by the visit: mail scanners open links, and must not cancel for anyone.
 */
export default function CancelBookingPage() {
  const [searchParams] = useSearchParams();
  const t = fr.cancelBooking;
  const token = searchParams.get(RESET_TOKEN_PARAM) ?? '';
  const { pending, outcome, formProps } = useFormPost<never>({
    path: paths.cancelBooking,
    posted: usePostedForm(),
    describe: failureText,
    async send() {
      const { api } = await loadApiClient();
      const answer = await api.bookings.cancel(token);
      return { outcome: outcomeOf(answer, answer.message ?? '') };
    },
  });

  return (
    <AccountPage title={t.title} head={publicFormHeads.cancelBooking} intro={t.intro}>
      <Form {...formProps} {...loadsApiClient}>
        <input type="hidden" name={RESET_TOKEN_PARAM} value={token} />
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
    </AccountPage>
  );
}
