import { api, isApiError } from '@lapm/api-client';
import { type AlbumCreatePayload, paths, proposeAccessCode, type User } from '@lapm/contracts';
import { Form, FormActions } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { useRecordForm } from '../shared/useRecordForm';
import { sameAddress } from '../users/invitationForm';
import { NewClientFields } from '../users/NewClientFields';
import type { ClientNames } from './AccessCodeField';
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
