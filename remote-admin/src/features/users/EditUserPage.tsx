import { fr } from '../../i18n/fr';

export default function EditUserPage() {
  return (
    <section>
      <h1>{fr.editUser.title}</h1>
      <p>{fr.editUser.intro}</p>
    </section>
  );
}
