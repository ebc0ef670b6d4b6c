import { api } from '@lapm/api-client';
import { paths, type User } from '@lapm/contracts';
import { TextArea, TextField } from '@lapm/ui';
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
import { checkUserForm, type UserFormValues, userFormValues } from './userForm';

export default function EditUserPage() {
  const text = fr.editUser;
  const id = routeId(useParams().id);
  return (
    <AdminPage title={text.title} width="narrow" back={{ to: paths.adminUsers, label: text.backToList }}>
      {id === null ? <Problem>{text.missingId}</Problem> : <LoadedUser id={id} />}
    </AdminPage>
  );
}

function LoadedUser({ id }: { id: number }) {
  const state = useLoad(useCallback(() => api.users.get(id), [id]));
  return (
    <LoadGate state={state} loadingText={fr.editUser.loading} notFoundText={fr.editUser.notFound}>
      {(user) => <EditUserForm user={user} />}
    </LoadGate>
  );
}

function EditUserForm({ user }: { user: User }) {
  const text = fr.editUser;
  const navigate = useNavigate();
  const [values, setValues] = useState(() => userFormValues(user));
  const { pending, error, run } = useSubmission();
  const { payload, problem } = checkUserForm(user, values);

  const bind = (field: keyof UserFormValues) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  function save(event: FormEvent) {
    event.preventDefault();
    if (!payload) return;
    void run('save', async () => {
      await api.users.update(payload);
      navigate(paths.adminUsers);
    });
  }

  function remove() {
    void run('delete', async () => {
      await api.users.remove(user.id);
      navigate(paths.adminUsers);
    });
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <div className={styles.readOnly}>
        <Details
          items={[
            [fr.common.id, user.id],
            [fr.common.role, fr.common.roles[user.role]],
          ]}
        />
      </div>
      <TextField
        label={fr.common.firstname}
        autoComplete="off"
        required
        maxLength={100}
        {...bind('firstname')}
      />
      <TextField
        label={fr.common.lastname}
        autoComplete="off"
        required
        maxLength={100}
        {...bind('lastname')}
      />
      <TextField
        label={fr.common.email}
        type="email"
        autoComplete="off"
        required
        maxLength={254}
        {...bind('email')}
      />
      <TextArea label={fr.common.address} autoComplete="off" rows={3} maxLength={500} {...bind('address')} />
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
