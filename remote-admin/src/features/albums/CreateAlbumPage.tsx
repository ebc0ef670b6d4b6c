import { api } from '@lapm/api-client';
import { type AlbumCreatePayload, paths } from '@lapm/contracts';
import { Form, FormActions } from '@lapm/forms';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { useRecordForm } from '../shared/useRecordForm';
import { AlbumFields } from './AlbumFields';
import { checkAlbumCreation, emptyAlbumForm } from './albumForm';

async function create(payload: AlbumCreatePayload) {
  const answer = await api.albums.create(payload);
  // The spec shows an error field even inside a successful answer: stay on the filled form.
  if (answer.error) throw new Error(answer.error);
}

export default function CreateAlbumPage() {
  const text = fr.createAlbum;
  const form = useRecordForm(() => emptyAlbumForm, checkAlbumCreation, paths.adminAlbums);
  return (
    <AdminPage title={text.title} width="narrow" back={{ to: paths.adminAlbums, label: text.backToList }}>
      <Form spaced onSubmit={form.save(create)}>
        <AlbumFields values={form.values} onChange={form.change} disabled={form.pending !== null} />
        <FormActions {...form.actions()} hint={form.problem ?? text.ready} />
      </Form>
    </AdminPage>
  );
}
