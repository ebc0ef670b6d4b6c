import { fr } from '../../i18n/fr';

export default function HomePage() {
  return (
    <section>
      <h1>{fr.home.title}</h1>
      <p>{fr.home.intro}</p>
    </section>
  );
}
