import { api } from '@lapm/api-client';
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
  const save = form.save(api.albums.update);
  const submit = (event: FormEvent) => {
    const day = form.payload && removalToConfirm(album, form.payload);
    if (!form.payload || !day) return save(event);
    event.preventDefault();
    setAsked({ payload: form.payload, day });
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
      />
      <FormActions {...form.actions({ text, call: () => api.albums.remove(album.id_album) })} />
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
