import { fr } from '../../i18n/fr';

export default function CorporatePage() {
  return (
    <section>
      <h1>{fr.corporate.title}</h1>
      <p>{fr.corporate.intro}</p>
    </section>
  );
}
