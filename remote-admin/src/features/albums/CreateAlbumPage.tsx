import { api, isApiError } from '@lapm/api-client';
import type { ClientNames } from '@lapm/contracts';
import { type AlbumCreatePayload, paths, proposeAccessCode, type User } from '@lapm/contracts';
import { Form, FormActions } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { useRecordForm } from '../shared/useRecordForm';
import { sameAddress } from '../users/invitationForm';
import { AlbumFields } from './AlbumFields';
import { HostOnSite, OwnerChoice, SessionKindField } from './CreateAlbumParts';
import { type AlbumCreation, checkCreation, emptyCreateAlbumForm } from './createAlbumForm';

async function create(payload: AlbumCreatePayload) {
  const answer = await api.albums.create(payload);
  // The spec shows an error field even inside a successful answer: stay on the filled form.
  if (answer.error) throw new Error(answer.error);
}

export default function CreateAlbumPage() {
  const text = fr.createAlbum;
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

  const parts = { values: form.values, change: form.change, disabled };
  const ready = form.values.owner === 'new' ? text.readyWithInvitation : text.ready;
  return (
    <AdminPage title={text.title} width="narrow" back={{ to: paths.adminAlbums, label: text.backToList }}>
      <Form spaced onSubmit={form.save(send)}>
        <AlbumFields
          values={form.values}
          onChange={form.change}
          disabled={disabled}
          owner={<OwnerChoice {...parts} onChosen={setPicked} />}
          client={client}
          kind={<SessionKindField {...parts} />}
          linkAction={<HostOnSite {...parts} />}
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
