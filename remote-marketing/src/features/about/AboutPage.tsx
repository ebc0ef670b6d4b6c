import { fr } from '../../i18n/fr';

export default function AboutPage() {
  return (
    <section>
      <h1>{fr.about.title}</h1>
      <p>{fr.about.intro}</p>
    </section>
  );
}
