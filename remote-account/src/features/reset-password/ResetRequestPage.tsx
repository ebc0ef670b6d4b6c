import { usePostedForm } from '@lapm/api-client/page-data';
import { paths } from '@lapm/contracts';
import {
  ActionRow,
  clearFields,
  Form,
  FormFeedback,
  FormLinks,
  fieldOf,
  firstProblem,
  PersonField,
  SubmitButton,
  useFormPost,
} from '@lapm/forms';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';

export default function ResetRequestPage() {
  const t = fr.resetRequest;
  const { pending, outcome, idOf, errorOf, sentValue, formProps } = useFormPost<'email'>({
    path: paths.resetPassword,
    posted: usePostedForm(),
    describe: failureText,
    async send(data, form) {
      const { api, resetRequestPayloadSchema } = await loadApiClient();
      const parsed = resetRequestPayloadSchema.safeParse({ email: fieldOf(data, 'email') });
      if (!parsed.success) return { problem: firstProblem<'email'>(parsed.error) };
      const result = outcomeOf(await api.requestPasswordReset(parsed.data), t.success);
      if (result.kind === 'success') clearFields(form, ['email']);
      return { outcome: result };
    },
  });

  return (
    <AccountPage title={t.title} head={publicFormHeads.resetRequest} intro={t.intro}>
      <Form {...formProps} {...loadsApiClient}>
        <PersonField
          field="email"
          id={idOf('email')}
          name="email"
          defaultValue={sentValue('email')}
          error={errorOf('email')}
        />
        <ActionRow>
          <SubmitButton busy={pending} label={t.submit} busyLabel={fr.common.sending} />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
      <FormLinks links={[{ to: paths.login, label: fr.common.backToLogin }]} />
    </AccountPage>
  );
}
