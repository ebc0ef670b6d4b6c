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
import { useEffect, useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText, outcomeOf } from '../shared/outcome';
import { checkRegistration, type RegisterField, registerFormOf } from './validation';

export default function RegisterPage() {
  const t = fr.register;
  const posted = usePostedForm();
  const consentBox = useRef<HTMLInputElement>(null);
  /*
   * The spec disables the button while the consent is unticked. Only once the app runs: a button
   * disabled in the server's HTML could never be enabled without scripts, so until then (and
   * without the app) the consent is checked on sending, with the spec's message. Read from the box
   * at start, which keeps a tick given before the app.
   */
  const [consented, setConsented] = useState<boolean>();
  useEffect(() => setConsented(consentBox.current?.checked ?? false), []);
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
      if (result.kind === 'success') {
        clearFields(form, ['password', 'passwordConfirm', 'address', 'consent']);
        setConsented(false);
      }
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
        <Checkbox
          ref={consentBox}
          id={idOf('consent')}
          name="consent"
          onChange={(event) => setConsented(event.currentTarget.checked)}
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
          <SubmitButton
            busy={pending}
            disabled={consented === false}
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
