import { paths } from '@lapm/contracts';
import {
  ActionRow,
  AddressField,
  Form,
  FormFeedback,
  FormLinks,
  formStyles,
  PasswordField,
  PersonField,
  SubmitButton,
  useFieldProblem,
  useSubmission,
} from '@lapm/forms';
import { Checkbox, VisuallyHidden } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';
import { checkRegistration, type RegisterField, type RegisterForm } from './validation';

const emptyForm: RegisterForm = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  passwordConfirm: '',
  address: '',
  consent: false,
};

export default function RegisterPage() {
  const [form, setForm] = useState(emptyForm);
  const { pending, outcome, run } = useSubmission(failureText);
  const { setProblem, idOf, errorOf } = useFieldProblem<RegisterField>();
  const t = fr.register;

  const text = (field: Exclude<RegisterField, 'consent'>) => ({
    id: idOf(field),
    value: form[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('save', async () => {
      const { api } = await loadApiClient();
      const check = await checkRegistration(form);
      if (!check.ok) {
        setProblem(check.problem);
        return undefined;
      }
      setProblem(null);
      const result = outcomeOf(await api.register(check.payload), t.success);
      if (result.kind === 'success') {
        // Spec section 4: the secrets, the address and the consent go; names and email stay.
        setForm((current) => ({
          ...current,
          password: '',
          passwordConfirm: '',
          address: '',
          consent: false,
        }));
      }
      return result;
    });
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.register} intro={t.intro}>
      <Form onSubmit={submit} {...loadsApiClient}>
        <PersonField field="firstname" {...text('firstname')} />
        <PersonField field="lastname" {...text('lastname')} />
        <PersonField field="email" {...text('email')} />
        <PasswordField
          label={fr.common.password}
          autoComplete="new-password"
          required
          hint={fr.common.passwordHint}
          {...text('password')}
        />
        <PasswordField
          label={fr.common.passwordConfirm}
          autoComplete="new-password"
          required
          {...text('passwordConfirm')}
        />
        <AddressField {...text('address')} />
        <Checkbox
          id={idOf('consent')}
          checked={form.consent}
          onChange={(event) => setForm((current) => ({ ...current, consent: event.target.checked }))}
          error={errorOf('consent')}
          label={
            <>
              {t.consentBefore}
              <a className={formStyles.link} href={paths.terms} target="_blank" rel="noopener noreferrer">
                {t.consentLink}
                <VisuallyHidden> {fr.common.newTab}</VisuallyHidden>
              </a>
              {t.consentAfter}
            </>
          }
        />
        <ActionRow>
          <SubmitButton
            busy={pending !== null}
            disabled={!form.consent}
            label={t.submit}
            busyLabel={t.submitting}
          />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
      <FormLinks links={[{ to: paths.login, label: t.haveAccount }]} />
    </AccountPage>
  );
}
