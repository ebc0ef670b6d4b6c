import { api } from '@lapm/api-client';
import type { TokenClaims } from '@lapm/contracts';
import { useSession } from '@lapm/session';
import { Button, Checkbox, TextArea, TextField } from '@lapm/ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import styles from '../shared/Form.module.css';
import { FormFeedback } from '../shared/FormFeedback';
import { inputLimits } from '../shared/limits';
import { noticeState } from '../shared/notice';
import { failureOf, type Outcome } from '../shared/outcome';
import { checkProfile, needsCurrentPassword, type ProfileForm, profileFormOf } from './profileForm';
import { useProfilePaths } from './profilePaths';
import { useAlbumEmails } from './useAlbumEmails';

export default function EditMyInformationPage() {
  const claims = useSession((state) => state.claims);
  // The shell renders this screen only for a logged-in visitor.
  return claims ? <EditForm claims={claims} /> : null;
}

function EditForm({ claims }: { claims: TokenClaims }) {
  const navigate = useNavigate();
  const { view } = useProfilePaths();
  // The values as loaded: a save refreshes the claims, but the comparison stays with these.
  const [loaded] = useState(() => profileFormOf(claims));
  const [form, setForm] = useState(loaded);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const loadedAlbumEmails = useAlbumEmails();
  const [albumEmails, setAlbumEmails] = useState<boolean | null>(null);
  const hintId = useId();
  const check = checkProfile(
    form,
    loaded,
    loadedAlbumEmails === null
      ? undefined
      : { loaded: loadedAlbumEmails, current: albumEmails ?? loadedAlbumEmails },
  );
  const t = fr.editMyInformation;

  const field = (name: keyof ProfileForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    // The field that keeps Save disabled is marked invalid and points at the hint.
    ...(!check.ok && check.field === name ? { 'aria-invalid': true, 'aria-describedby': hintId } : {}),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.ok || saving) return;
    setOutcome(null);
    setSaving(true);
    try {
      // The answer carries a fresh token: the API client stores it, so the new values show at once.
      // A new email waits for its confirmation link: the answer says so on the next screen.
      const answer = await api.users.updateMe(check.payload);
      navigate(view, answer.message ? { state: noticeState(answer.message) } : undefined);
    } catch (error) {
      // Everything typed stays in the form, to be corrected or sent again.
      setOutcome(failureOf(error));
      setSaving(false);
    }
  }

  return (
    <AccountPage title={t.title}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={fr.myInformation.firstname}
          autoComplete="given-name"
          required
          maxLength={inputLimits.name}
          {...field('firstname')}
        />
        <TextField
          label={fr.myInformation.lastname}
          autoComplete="family-name"
          required
          maxLength={inputLimits.name}
          {...field('lastname')}
        />
        <TextArea
          label={t.address}
          autoComplete="street-address"
          rows={3}
          maxLength={inputLimits.address}
          {...field('address')}
        />
        <TextField
          label={fr.myInformation.email}
          type="email"
          autoComplete="email"
          required
          maxLength={inputLimits.email}
          {...field('email')}
        />
        {loadedAlbumEmails === null ? null : (
          <Checkbox
            label={t.albumEmails}
            hint={t.albumEmailsHint}
            checked={albumEmails ?? loadedAlbumEmails}
            onChange={(event) => setAlbumEmails(event.target.checked)}
          />
        )}
        <TextField
          label={t.password}
          type="password"
          autoComplete="new-password"
          placeholder={t.passwordPlaceholder}
          maxLength={inputLimits.password}
          {...field('password')}
        />
        {needsCurrentPassword(form, loaded) ? (
          <TextField
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            maxLength={inputLimits.password}
            {...field('currentPassword')}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={!check.ok || saving} aria-describedby={hintId}>
            {saving ? fr.common.saving : t.save}
          </Button>
          <Button variant="secondary" disabled={saving} onClick={() => navigate(view)}>
            {t.cancel}
          </Button>
          <p id={hintId} className={styles.hint} aria-live="polite">
            {check.ok ? '' : check.reason}
          </p>
        </div>
        <FormFeedback outcome={outcome} />
      </form>
    </AccountPage>
  );
}
