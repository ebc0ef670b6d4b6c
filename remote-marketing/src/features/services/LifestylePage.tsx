import { fr } from '../../i18n/fr';

export default function LifestylePage() {
  return (
    <section>
      <h1>{fr.lifestyle.title}</h1>
      <p>{fr.lifestyle.intro}</p>
    </section>
  );
}
