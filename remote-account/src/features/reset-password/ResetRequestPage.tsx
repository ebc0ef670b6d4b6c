import { paths } from '@lapm/contracts';
import {
  ActionRow,
  Form,
  FormFeedback,
  FormLinks,
  firstProblem,
  PersonField,
  SubmitButton,
  useFieldProblem,
  useSubmission,
} from '@lapm/forms';
import { type FormEvent, useState } from 'react';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';

export default function ResetRequestPage() {
  const [email, setEmail] = useState('');
  const { pending, outcome, run } = useSubmission(failureText);
  const { setProblem, idOf, errorOf } = useFieldProblem<'email'>();
  const t = fr.resetRequest;

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('save', async () => {
      const { api, resetRequestPayloadSchema } = await loadApiClient();
      const parsed = resetRequestPayloadSchema.safeParse({ email });
      if (!parsed.success) {
        setProblem(firstProblem<'email'>(parsed.error));
        return undefined;
      }
      setProblem(null);
      const result = outcomeOf(await api.requestPasswordReset(parsed.data), t.success);
      if (result.kind === 'success') setEmail('');
      return result;
    });
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.resetRequest} intro={t.intro}>
      <Form onSubmit={submit} {...loadsApiClient}>
        <PersonField
          field="email"
          id={idOf('email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorOf('email')}
        />
        <ActionRow>
          <SubmitButton busy={pending !== null} label={t.submit} busyLabel={fr.common.sending} />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
      <FormLinks links={[{ to: paths.login, label: fr.common.backToLogin }]} />
    </AccountPage>
  );
}
