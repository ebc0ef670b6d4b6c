import { api } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import styles from '../shared/Form.module.css';
import { FormActions } from '../shared/FormActions';
import { useSubmission } from '../shared/useSubmission';
import { AlbumFields } from './AlbumFields';
import { type AlbumFormValues, checkAlbumCreation, emptyAlbumForm } from './albumForm';
import { OwnerPicker } from './OwnerPicker';

export default function CreateAlbumPage() {
  const text = fr.createAlbum;
  const navigate = useNavigate();
  const [values, setValues] = useState(emptyAlbumForm);
  const { pending, error, run } = useSubmission();
  const { payload, problem } = checkAlbumCreation(values);
  const change = (field: keyof AlbumFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function save(event: FormEvent) {
    event.preventDefault();
    if (!payload) return;
    void run('save', async () => {
      const answer = await api.albums.create(payload);
      // The spec shows an error field even inside a successful answer: stay on the filled form.
      if (answer.error) throw new Error(answer.error);
      navigate(paths.adminAlbums);
    });
  }

  return (
    <AdminPage title={text.title} width="narrow" back={{ to: paths.adminAlbums, label: text.backToList }}>
      <form className={styles.form} onSubmit={save} noValidate>
        <OwnerPicker
          value={values.user_id}
          onChange={(value) => change('user_id', value)}
          disabled={pending !== null}
        />
        <AlbumFields values={values} onChange={change} />
        <FormActions
          pending={pending}
          canSave={payload !== null}
          hint={problem ?? text.ready}
          error={error}
        />
      </form>
    </AdminPage>
  );
}
