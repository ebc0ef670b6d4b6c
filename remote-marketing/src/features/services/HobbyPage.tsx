import { fr } from '../../i18n/fr';

export default function HobbyPage() {
  return (
    <section>
      <h1>{fr.hobby.title}</h1>
      <p>{fr.hobby.intro}</p>
    </section>
  );
}
