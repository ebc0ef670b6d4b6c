import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { ActionRow, Form, FormFeedback, FormLinks, SubmitButton, useSubmission } from '@lapm/forms';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';

/**
 * Opened from the link of a confirmation e-mail. The address is confirmed by a press on the
 * button, not by the visit itself: mail scanners open links, and must not confirm for anyone.
 * The page is the same with or without a token until then, as its prerendered HTML is.
 */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const { pending, outcome, run } = useSubmission(failureText);
  const t = fr.confirmEmail;

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('save', async () => {
      const { api, emailConfirmPayloadSchema } = await loadApiClient();
      const parsed = emailConfirmPayloadSchema.safeParse({
        token: searchParams.get(RESET_TOKEN_PARAM) ?? '',
      });
      if (!parsed.success) return { kind: 'error', text: t.noToken };
      return outcomeOf(await api.confirmEmail(parsed.data), t.success);
    });
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.confirmEmail} intro={t.intro}>
      <Form onSubmit={submit} {...loadsApiClient}>
        <ActionRow>
          <SubmitButton
            busy={pending !== null}
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
