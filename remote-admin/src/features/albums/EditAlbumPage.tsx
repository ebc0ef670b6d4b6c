import { api } from '@lapm/api-client';
import { type Album, paths } from '@lapm/contracts';
import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { Details } from '../shared/Details';
import styles from '../shared/Form.module.css';
import { FormActions } from '../shared/FormActions';
import { LoadGate, Problem } from '../shared/LoadGate';
import { routeId } from '../shared/routeId';
import { useLoad } from '../shared/useLoad';
import { useSubmission } from '../shared/useSubmission';
import { AlbumFields } from './AlbumFields';
import { type AlbumFormValues, albumFormValues, checkAlbumUpdate } from './albumForm';
import { albumStatusItems } from './albumStatus';
import { OwnerPicker } from './OwnerPicker';

export default function EditAlbumPage() {
  const text = fr.editAlbum;
  const id = routeId(useParams().id);
  return (
    <AdminPage title={text.title} width="narrow" back={{ to: paths.adminAlbums, label: text.backToList }}>
      {id === null ? <Problem>{text.missingId}</Problem> : <LoadedAlbum id={id} />}
    </AdminPage>
  );
}

function LoadedAlbum({ id }: { id: number }) {
  const state = useLoad(useCallback(() => api.albums.get(id), [id]));
  return (
    <LoadGate state={state} loadingText={fr.editAlbum.loading} notFoundText={fr.editAlbum.notFound}>
      {(album) => <EditAlbumForm album={album} />}
    </LoadGate>
  );
}

function EditAlbumForm({ album }: { album: Album }) {
  const text = fr.editAlbum;
  const navigate = useNavigate();
  const [values, setValues] = useState(() => albumFormValues(album));
  const { pending, error, run } = useSubmission();
  const { payload, problem } = checkAlbumUpdate(album, values);
  const change = (field: keyof AlbumFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function save(event: FormEvent) {
    event.preventDefault();
    if (!payload) return;
    void run('save', async () => {
      await api.albums.update(payload);
      navigate(paths.adminAlbums);
    });
  }

  function remove() {
    void run('delete', async () => {
      await api.albums.remove(album.id_album);
      navigate(paths.adminAlbums);
    });
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <div className={styles.readOnly}>
        <Details
          items={[
            [fr.common.id, album.id_album],
            [text.currentOwner, `${album.firstname} ${album.lastname}`],
            [fr.common.email, album.email],
            ...albumStatusItems(album),
          ]}
        />
      </div>
      <OwnerPicker
        value={values.user_id}
        onChange={(value) => change('user_id', value)}
        disabled={pending !== null}
      />
      <AlbumFields values={values} onChange={change} />
      <FormActions
        pending={pending}
        canSave={payload !== null}
        hint={problem}
        error={error}
        remove={{ title: text.confirmTitle, question: text.confirmQuestion, onConfirm: remove }}
      />
    </form>
  );
}
