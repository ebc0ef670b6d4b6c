import { fr } from '../../i18n/fr';

export default function FamilyPage() {
  return (
    <section>
      <h1>{fr.family.title}</h1>
      <p>{fr.family.intro}</p>
    </section>
  );
}
