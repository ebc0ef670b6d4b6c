import { fr } from '../../i18n/fr';

export default function UserHomePage() {
  return (
    <section>
      <h1>{fr.userHome.title}</h1>
      <p>{fr.userHome.intro}</p>
    </section>
  );
}
