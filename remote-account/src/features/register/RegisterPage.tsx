import { usePostedForm } from '@lapm/api-client/page-data';
import { paths } from '@lapm/contracts';
import {
  ActionRow,
  AddressField,
  clearFields,
  Form,
  FormFeedback,
  FormLinks,
  formStyles,
  PasswordField,
  PersonField,
  SubmitButton,
  useFormPost,
} from '@lapm/forms';
import { Checkbox, VisuallyHidden } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';
import { checkRegistration, type RegisterField, registerFormOf } from './validation';

export default function RegisterPage() {
  const t = fr.register;
  const posted = usePostedForm();
  const { pending, outcome, idOf, errorOf, sentValue, formProps } = useFormPost<RegisterField>({
    path: paths.register,
    posted,
    describe: failureText,
    async send(data, form) {
      const check = await checkRegistration(registerFormOf(data));
      if (!check.ok) return { problem: check.problem };
      const { api } = await loadApiClient();
      const result = outcomeOf(await api.register(check.payload), t.success);
      // Spec section 4: the secrets, the address and the consent go; names and email stay.
      if (result.kind === 'success') clearFields(form, ['password', 'passwordConfirm', 'address', 'consent']);
      return { outcome: result };
    },
  });

  const text = (field: Exclude<RegisterField, 'consent'>) => ({
    id: idOf(field),
    name: field,
    error: errorOf(field),
  });

  return (
    <AccountPage title={t.title} head={publicFormHeads.register} intro={t.intro}>
      <Form {...formProps} {...loadsApiClient}>
        <PersonField field="firstname" defaultValue={sentValue('firstname')} {...text('firstname')} />
        <PersonField field="lastname" defaultValue={sentValue('lastname')} {...text('lastname')} />
        <PersonField field="email" defaultValue={sentValue('email')} {...text('email')} />
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
        <AddressField defaultValue={sentValue('address')} {...text('address')} />
        {/* Never a submit disabled until ticked: without scripts it could not be enabled. The
            consent is checked on sending, by the app and by the server, with the spec's message. */}
        <Checkbox
          id={idOf('consent')}
          name="consent"
          defaultChecked={sentValue('consent') === 'on'}
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
          <SubmitButton busy={pending} label={t.submit} busyLabel={t.submitting} />
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </Form>
      <FormLinks links={[{ to: paths.login, label: t.haveAccount }]} />
    </AccountPage>
  );
}
