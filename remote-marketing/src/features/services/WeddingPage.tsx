import { fr } from '../../i18n/fr';

export default function WeddingPage() {
  return (
    <section>
      <h1>{fr.wedding.title}</h1>
      <p>{fr.wedding.intro}</p>
    </section>
  );
}
