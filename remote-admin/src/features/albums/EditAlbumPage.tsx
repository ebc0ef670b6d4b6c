import { api } from '@lapm/api-client';
import type { ClientNames } from '@lapm/contracts';
import { type Album, type AlbumUpdatePayload, paths } from '@lapm/contracts';
import { Form, FormActions } from '@lapm/forms';
import { type FormEvent, useState } from 'react';
import { fr } from '../../i18n/fr';
import { EditRecordPage } from '../shared/EditRecordPage';
import { useRecordForm } from '../shared/useRecordForm';
import { AlbumFields } from './AlbumFields';
import { albumFormValues, checkAlbumUpdate, removalToConfirm } from './albumForm';
import { AlbumSummary, OwnerChangeDialog, RemovalDialog } from './EditAlbumParts';
import { AlbumGallerySection } from './gallery/AlbumGallerySection';

export default function EditAlbumPage() {
  return (
    <EditRecordPage text={fr.editAlbum} listPath={paths.adminAlbums} route={paths.adminEditAlbum}>
      {(album) => (
        <>
          <EditAlbumForm album={album} />
          <AlbumGallerySection album={album} />
        </>
      )}
    </EditRecordPage>
  );
}

function EditAlbumForm({ album }: { album: Album }) {
  const text = fr.editAlbum;
  const form = useRecordForm(
    () => albumFormValues(album),
    (values) => checkAlbumUpdate(album, values),
    paths.adminAlbums,
  );
  // A last day already past on an album with photos: said first, saved only once confirmed.
  const [asked, setAsked] = useState<{ payload: AlbumUpdatePayload; day: string } | null>(null);
  // Another owner: said first too (one tap on a name must not give the album away).
  const [ownerAsked, setOwnerAsked] = useState<{ payload: AlbumUpdatePayload; name: string } | null>(null);
  const [newClient, setNewClient] = useState<ClientNames | null>(null);
  const save = form.save(api.albums.update);
  const saveOrAskRemoval = (payload: AlbumUpdatePayload) => {
    const day = removalToConfirm(album, payload);
    if (day) setAsked({ payload, day });
    else form.send(api.albums.update, payload);
  };
  const submit = (event: FormEvent) => {
    const payload = form.payload;
    if (!payload) return save(event);
    event.preventDefault();
    if (payload.user_id !== album.id_user) {
      const name = newClient
        ? text.ownerTo(`${newClient.firstname} ${newClient.lastname}`, payload.user_id)
        : text.ownerNumber(payload.user_id);
      setOwnerAsked({ payload, name });
      return;
    }
    saveOrAskRemoval(payload);
  };
  return (
    <Form spaced onSubmit={submit}>
      <AlbumSummary album={album} />
      <AlbumFields
        values={form.values}
        onChange={form.change}
        disabled={form.pending !== null}
        currentOwner={album.id_user}
        client={{ firstname: album.firstname, lastname: album.lastname }}
        onClientChosen={setNewClient}
      />
      <FormActions
        {...form.actions({
          text: {
            confirmTitle: text.confirmTitle,
            // Told how many photos go to the Corbeille with it: the server wants it confirmed.
            confirmQuestion:
              album.photo_count > 0
                ? text.confirmQuestionWithPhotos(album.photo_count)
                : text.confirmQuestion,
          },
          call: () => api.albums.remove(album.id_album, album.photo_count > 0),
        })}
      />
      <OwnerChangeDialog
        album={album}
        asked={ownerAsked}
        onCancel={() => setOwnerAsked(null)}
        onConfirm={(payload) => {
          saveOrAskRemoval(payload);
          setOwnerAsked(null);
        }}
      />
      <RemovalDialog
        album={album}
        asked={asked}
        onCancel={() => setAsked(null)}
        onConfirm={(payload) => {
          form.send(api.albums.update, { ...payload, confirm_removal: true });
          setAsked(null);
        }}
      />
    </Form>
  );
}
