import { api, isApiError } from '@lapm/api-client';
import type { ClientNames } from '@lapm/contracts';
import {
  type AlbumCreatePayload,
  paths,
  proposeAccessCode,
  type SessionKind,
  sessionKindIds,
  sessionKinds,
  type User,
} from '@lapm/contracts';
import { Form, FormActions, FormError } from '@lapm/forms';
import { Button, SelectField } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { useRecordForm } from '../shared/useRecordForm';
import { sameAddress } from '../users/invitationForm';
import { NewClientFields } from '../users/NewClientFields';
import { AlbumFields } from './AlbumFields';
import styles from './CreateAlbumPage.module.css';
import { type AlbumCreation, checkCreation, emptyCreateAlbumForm, type OwnerMode } from './createAlbumForm';
import { OwnerPicker } from './OwnerPicker';

async function create(payload: AlbumCreatePayload) {
  const answer = await api.albums.create(payload);
  // The spec shows an error field even inside a successful answer: stay on the filled form.
  if (answer.error) throw new Error(answer.error);
}

export default function CreateAlbumPage() {
  const text = fr.createAlbum;
  const modes = fr.ownerMode;
  // A new album starts with a random code: the studio keeps it, draws another or types her own.
  const form = useRecordForm(
    () => ({ ...emptyCreateAlbumForm, access_code: proposeAccessCode() }),
    checkCreation,
    paths.adminAlbums,
  );
  const disabled = form.pending !== null;
  // The client who already has the address typed for a new one: offered instead of an invitation.
  const [existing, setExisting] = useState<User | null>(null);
  const [picked, setPicked] = useState<ClientNames | null>(null);
  const client =
    form.values.owner === 'new'
      ? { firstname: form.values.firstname, lastname: form.values.lastname }
      : picked;

  async function send(creation: AlbumCreation) {
    setExisting(null);
    if (creation.kind === 'album') return create(creation.payload);
    try {
      await api.invitations.create(creation.payload);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        const clients = await api.users.clients().catch(() => []);
        setExisting(clients.find((client) => sameAddress(client.email, creation.payload.email)) ?? null);
      }
      throw failure;
    }
  }

  const pick = (client: User) => {
    form.change('owner', 'existing');
    form.change('user_id', String(client.id));
    setExisting(null);
  };

  const owner = (
    <fieldset className={styles.owner}>
      <legend className={styles.legend}>{modes.legend}</legend>
      <div className={styles.modes}>
        {(['existing', 'new'] as const satisfies readonly OwnerMode[]).map((mode) => (
          <label key={mode} className={styles.mode}>
            <input
              type="radio"
              name="owner"
              value={mode}
              checked={form.values.owner === mode}
              disabled={disabled}
              onChange={() => form.change('owner', mode)}
            />
            {mode === 'existing' ? modes.existing : modes.newClient}
          </label>
        ))}
      </div>
      {form.values.owner === 'existing' ? (
        <OwnerPicker
          value={form.values.user_id}
          onChange={(value) => form.change('user_id', value)}
          disabled={disabled}
          confirmedUnproved={form.values.confirm_unproved_owner}
          onConfirmUnproved={(id) => form.change('confirm_unproved_owner', id)}
          onChosen={setPicked}
        />
      ) : (
        <>
          <p className={styles.hint}>{modes.newClientHint}</p>
          <NewClientFields values={form.values} onChange={form.change} disabled={disabled} />
        </>
      )}
    </fieldset>
  );

  const fields = fr.albumForm;
  // « Galerie sur le site »: the album's id is kept now, so its link is its gallery here.
  const [hosting, setHosting] = useState<'idle' | 'pending' | 'done'>('idle');
  const [hostError, setHostError] = useState<string | null>(null);
  async function hostOnSite() {
    setHosting('pending');
    setHostError(null);
    try {
      const { id, lien } = await api.albums.galleryAddress();
      form.change('lien', lien);
      form.change('reserved_id', String(id));
      setHosting('done');
    } catch (failure) {
      setHostError(failure instanceof Error ? failure.message : String(failure));
      setHosting('idle');
    }
  }
  const chosenKind = sessionKinds[form.values.kind as SessionKind]?.settings;
  const kind = (
    <SelectField
      label={fields.kind}
      name="kind"
      hint={
        chosenKind
          ? fields.kindSettings(
              chosenKind.includedPhotos,
              chosenKind.downloadsEnabled,
              chosenKind.watermark,
              chosenKind.graceDays,
            )
          : fields.kindHint
      }
      value={form.values.kind}
      disabled={disabled}
      onChange={(event) => form.change('kind', event.target.value)}
    >
      <option value="">{fields.kindNone}</option>
      {sessionKindIds.map((id) => (
        <option key={id} value={id}>
          {sessionKinds[id].label}
        </option>
      ))}
    </SelectField>
  );
  const linkAction = (
    <div className={styles.hosted}>
      <Button
        variant="secondary"
        disabled={disabled || hosting === 'pending'}
        onClick={() => void hostOnSite()}
      >
        {hosting === 'pending' ? fields.hostedPending : fields.hosted}
      </Button>
      {hosting === 'done' && form.values.reserved_id !== '' && (
        <p className={styles.hint} role="status">
          {fields.hostedDone}
        </p>
      )}
      {hostError && <FormError>{hostError}</FormError>}
    </div>
  );

  const ready = form.values.owner === 'new' ? text.readyWithInvitation : text.ready;
  return (
    <AdminPage title={text.title} width="narrow" back={{ to: paths.adminAlbums, label: text.backToList }}>
      <Form spaced onSubmit={form.save(send)}>
        <AlbumFields
          values={form.values}
          onChange={form.change}
          disabled={disabled}
          owner={owner}
          client={client}
          kind={kind}
          linkAction={linkAction}
        />
        <FormActions {...form.actions()} hint={form.problem ?? ready} />
        {existing && (
          <Button variant="secondary" onClick={() => pick(existing)}>
            {fr.invitation.pickExisting(`${existing.firstname} ${existing.lastname}`)}
          </Button>
        )}
      </Form>
    </AdminPage>
  );
}
