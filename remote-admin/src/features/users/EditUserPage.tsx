import { api } from '@lapm/api-client';
import { paths, type User } from '@lapm/contracts';
import { AddressField, Form, FormActions, PersonField, ReadOnly } from '@lapm/forms';
import { fr } from '../../i18n/fr';
import { Details } from '../shared/Details';
import { EditRecordPage } from '../shared/EditRecordPage';
import { useRecordForm } from '../shared/useRecordForm';
import { checkUserForm, type UserFormValues, userFormValues } from './userForm';

export default function EditUserPage() {
  return (
    <EditRecordPage text={fr.editUser} listPath={paths.adminUsers} route={paths.adminEditUser}>
      {(user) => <EditUserForm user={user} />}
    </EditRecordPage>
  );
}

function EditUserForm({ user }: { user: User }) {
  const text = fr.editUser;
  const form = useRecordForm(
    () => userFormValues(user),
    (values) => checkUserForm(user, values),
    paths.adminUsers,
  );
  // Someone else's account: the browser must not fill in the administrator's own details.
  const bind = (field: keyof UserFormValues) => ({
    name: field,
    autofill: false,
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
  });
  return (
    <Form spaced onSubmit={form.save(api.users.update)}>
      <ReadOnly>
        <Details
          items={[
            [fr.common.id, user.id],
            [fr.common.role, fr.common.roles[user.role]],
          ]}
        />
      </ReadOnly>
      <PersonField field="firstname" {...bind('firstname')} />
      <PersonField field="lastname" {...bind('lastname')} />
      <PersonField field="email" {...bind('email')} />
      <AddressField {...bind('address')} />
      <FormActions {...form.actions({ text, call: () => api.users.remove(user.id) })} />
    </Form>
  );
}
