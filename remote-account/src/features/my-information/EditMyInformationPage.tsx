import { api } from '@lapm/api-client';
import type { TokenClaims } from '@lapm/contracts';
import {
  ActionRow,
  AddressField,
  Form,
  FormFeedback,
  Hint,
  PasswordField,
  PersonField,
  SubmitButton,
  useSubmission,
} from '@lapm/forms';
import { useSession } from '@lapm/session';
import { Button, Checkbox } from '@lapm/ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { noticeState } from '../shared/notice';
import { failureText } from '../shared/outcome';
import { checkProfile, needsCurrentPassword, type ProfileForm, profileFormOf } from './profileForm';
import { useProfilePaths } from './profilePaths';
import { useAlbumEmails } from './useAlbumEmails';

export default function EditMyInformationPage() {
  const claims = useSession((state) => state.claims);
  // The shell renders this screen only for a logged-in visitor.
  return claims ? <EditForm claims={claims} /> : null;
}

/**
 * The form's state: the values as loaded and as typed, the album e-mails choice (once known), and
 * the check that keeps Save disabled. Kept apart from the form so the form reads as its fields.
 */
function useProfileFields(claims: TokenClaims) {
  // The values as loaded: a save refreshes the claims, but the comparison stays with these.
  const [loaded] = useState(() => profileFormOf(claims));
  const [form, setForm] = useState(loaded);
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

  const field = (name: keyof ProfileForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    // The field that keeps Save disabled is marked invalid and points at the hint.
    ...(!check.ok && check.field === name ? { 'aria-invalid': true, 'aria-describedby': hintId } : {}),
  });

  return { form, loaded, loadedAlbumEmails, albumEmails, setAlbumEmails, hintId, check, field };
}

/** Save (disabled while something is wrong, the hint saying what), Cancel, and the hint itself. */
function SaveRow({
  saving,
  check,
  hintId,
  onCancel,
}: {
  saving: boolean;
  check: ReturnType<typeof checkProfile>;
  hintId: string;
  onCancel: () => void;
}) {
  const t = fr.editMyInformation;
  return (
    <ActionRow>
      <SubmitButton
        busy={saving}
        disabled={!check.ok}
        aria-describedby={hintId}
        label={t.save}
        busyLabel={fr.common.saving}
      />
      <Button variant="secondary" disabled={saving} onClick={onCancel}>
        {t.cancel}
      </Button>
      <Hint id={hintId} aria-live="polite">
        {check.ok ? '' : check.reason}
      </Hint>
    </ActionRow>
  );
}

function EditForm({ claims }: { claims: TokenClaims }) {
  const navigate = useNavigate();
  const { view } = useProfilePaths();
  const { form, loaded, loadedAlbumEmails, albumEmails, setAlbumEmails, hintId, check, field } =
    useProfileFields(claims);
  // On failure, everything typed stays in the form, to be corrected or sent again.
  const { pending, outcome, run } = useSubmission(failureText);
  const saving = pending !== null;
  const t = fr.editMyInformation;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.ok) return;
    const { payload } = check;
    void run('save', async () => {
      // The answer carries a fresh token: the API client stores it, so the new values show at once.
      // A new email waits for its confirmation link: the answer says so on the next screen.
      const answer = await api.users.updateMe(payload);
      navigate(view, answer.message ? { state: noticeState(answer.message) } : undefined);
      return undefined;
    });
  }

  return (
    <AccountPage title={t.title}>
      <Form onSubmit={submit}>
        <PersonField field="firstname" {...field('firstname')} />
        <PersonField field="lastname" {...field('lastname')} />
        <AddressField {...field('address')} />
        <PersonField field="email" {...field('email')} />
        {loadedAlbumEmails === null ? null : (
          <Checkbox
            label={t.albumEmails}
            hint={t.albumEmailsHint}
            checked={albumEmails ?? loadedAlbumEmails}
            onChange={(event) => setAlbumEmails(event.target.checked)}
          />
        )}
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          placeholder={t.passwordPlaceholder}
          {...field('password')}
        />
        {needsCurrentPassword(form, loaded) ? (
          <PasswordField
            label={t.currentPassword}
            autoComplete="current-password"
            required
            {...field('currentPassword')}
          />
        ) : null}
        <SaveRow saving={saving} check={check} hintId={hintId} onCancel={() => navigate(view)} />
        <FormFeedback outcome={outcome} />
      </Form>
    </AccountPage>
  );
}
