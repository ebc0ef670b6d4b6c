import { api } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import { Button, Checkbox, TextArea, TextField, VisuallyHidden } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import styles from '../shared/Form.module.css';
import { FormFeedback } from '../shared/FormFeedback';
import { publicFormHeads } from '../shared/heads';
import { inputLimits } from '../shared/limits';
import { failureOf, type Outcome, outcomeOf } from '../shared/outcome';
import { useFieldProblem } from '../shared/useFieldProblem';
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
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { setProblem, idOf, errorOf } = useFieldProblem<RegisterField>();
  const t = fr.register;

  const text = (field: Exclude<RegisterField, 'consent'>) => ({
    id: idOf(field),
    value: form[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkRegistration(form);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    setOutcome(null);
    setSubmitting(true);
    try {
      const result = outcomeOf(await api.register(check.payload), t.success);
      setOutcome(result);
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
    } catch (error) {
      setOutcome(failureOf(error));
    }
    setSubmitting(false);
  }

  return (
    <AccountPage title={t.title} head={publicFormHeads.register} intro={t.intro}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={t.firstname}
          autoComplete="given-name"
          required
          maxLength={inputLimits.name}
          {...text('firstname')}
        />
        <TextField
          label={t.lastname}
          autoComplete="family-name"
          required
          maxLength={inputLimits.name}
          {...text('lastname')}
        />
        <TextField
          label={fr.common.email}
          type="email"
          autoComplete="email"
          required
          maxLength={inputLimits.email}
          {...text('email')}
        />
        <TextField
          label={fr.common.password}
          type="password"
          autoComplete="new-password"
          required
          hint={fr.common.passwordHint}
          maxLength={inputLimits.password}
          {...text('password')}
        />
        <TextField
          label={fr.common.passwordConfirm}
          type="password"
          autoComplete="new-password"
          required
          maxLength={inputLimits.password}
          {...text('passwordConfirm')}
        />
        <TextArea
          label={t.address}
          autoComplete="street-address"
          rows={3}
          maxLength={inputLimits.address}
          {...text('address')}
        />
        <Checkbox
          id={idOf('consent')}
          checked={form.consent}
          onChange={(event) => setForm((current) => ({ ...current, consent: event.target.checked }))}
          error={errorOf('consent')}
          label={
            <>
              {t.consentBefore}
              <a className={styles.link} href={paths.terms} target="_blank" rel="noopener noreferrer">
                {t.consentLink}
                <VisuallyHidden> {fr.common.newTab}</VisuallyHidden>
              </a>
              {t.consentAfter}
            </>
          }
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting || !form.consent}>
            {submitting ? t.submitting : t.submit}
          </Button>
        </div>
        <FormFeedback outcome={outcome} />
      </form>
      <ul className={styles.links}>
        <li>
          <Link className={styles.link} to={paths.login}>
            {t.haveAccount}
          </Link>
        </li>
      </ul>
    </AccountPage>
  );
}
