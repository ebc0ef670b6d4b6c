import { api } from '@lapm/api-client';
import type { ClientNames } from '@lapm/contracts';
import {
  type Album,
  type AlbumUpdatePayload,
  frenchDayInWords,
  paths,
  type SessionKind,
  sessionKinds,
} from '@lapm/contracts';
import { Form, FormActions, ReadOnly } from '@lapm/forms';
import { ConfirmDialog } from '@lapm/ui';
import { type FormEvent, useState } from 'react';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { EditRecordPage } from '../shared/EditRecordPage';
import { useRecordForm } from '../shared/useRecordForm';
import { AlbumFields } from './AlbumFields';
import { albumFormValues, checkAlbumUpdate, removalToConfirm } from './albumForm';
import { albumStatusItems } from './albumStatus';
import { AlbumGallerySection } from './gallery/AlbumGallerySection';

export default function EditAlbumPage() {
  return (
    <EditRecordPage text={fr.editAlbum} listPath={paths.adminAlbums} load={api.albums.get}>
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
      <ReadOnly>
        <Details
          items={[
            [fr.common.id, album.id_album],
            [text.currentOwner, `${album.firstname} ${album.lastname}`],
            [fr.common.email, album.email],
            // The kind gave the gallery its first settings; they are changed below, not by it.
            ...(album.kind && album.kind in sessionKinds
              ? ([[fr.albumForm.kind, sessionKinds[album.kind as SessionKind].label]] as const)
              : []),
            ...albumStatusItems(album),
          ]}
        />
      </ReadOnly>
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
      <ConfirmDialog
        open={ownerAsked !== null}
        title={text.ownerChangeTitle}
        confirmLabel={text.ownerChangeConfirm}
        onCancel={() => setOwnerAsked(null)}
        onConfirm={() => {
          if (ownerAsked) saveOrAskRemoval(ownerAsked.payload);
          setOwnerAsked(null);
        }}
      >
        {ownerAsked && (
          <p>{text.ownerChangeQuestion(ownerAsked.name, `${album.firstname} ${album.lastname}`)}</p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={asked !== null}
        title={text.removalTitle}
        confirmLabel={text.removalConfirm}
        tone="danger"
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) form.send(api.albums.update, { ...asked.payload, confirm_removal: true });
          setAsked(null);
        }}
      >
        {asked && (
          <p>
            {text.removalQuestion(
              album.id_album,
              `${album.firstname} ${album.lastname}`,
              album.photo_count,
              frenchDayInWords(asked.day),
            )}
          </p>
        )}
      </ConfirmDialog>
    </Form>
  );
}
