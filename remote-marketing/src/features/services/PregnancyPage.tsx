import { fr } from '../../i18n/fr';

export default function PregnancyPage() {
  return (
    <section>
      <h1>{fr.pregnancy.title}</h1>
      <p>{fr.pregnancy.intro}</p>
    </section>
  );
}
