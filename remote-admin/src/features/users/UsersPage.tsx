import { fr } from '../../i18n/fr';

export default function UsersPage() {
  return (
    <section>
      <h1>{fr.users.title}</h1>
      <p>{fr.users.intro}</p>
    </section>
  );
}
