import { fr } from '../../i18n/fr';

export default function AdminHomePage() {
  return (
    <section>
      <h1>{fr.adminHome.title}</h1>
      <p>{fr.adminHome.intro}</p>
    </section>
  );
}
