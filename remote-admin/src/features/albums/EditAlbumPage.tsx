import { api } from '@lapm/api-client';
import { type Album, paths } from '@lapm/contracts';
import { Form, FormActions, ReadOnly } from '@lapm/forms';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { EditRecordPage } from '../shared/EditRecordPage';
import { useRecordForm } from '../shared/useRecordForm';
import { AlbumFields } from './AlbumFields';
import { albumFormValues, checkAlbumUpdate } from './albumForm';
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
  return (
    <Form spaced onSubmit={form.save(api.albums.update)}>
      <ReadOnly>
        <Details
          items={[
            [fr.common.id, album.id_album],
            [text.currentOwner, `${album.firstname} ${album.lastname}`],
            [fr.common.email, album.email],
            ...albumStatusItems(album),
          ]}
        />
      </ReadOnly>
      <AlbumFields
        values={form.values}
        onChange={form.change}
        disabled={form.pending !== null}
        client={{ firstname: album.firstname, lastname: album.lastname }}
      />
      <FormActions {...form.actions({ text, call: () => api.albums.remove(album.id_album) })} />
    </Form>
  );
}
