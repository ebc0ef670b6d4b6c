import { fr } from '../../i18n/fr';

export default function DuoPage() {
  return (
    <section>
      <h1>{fr.duo.title}</h1>
      <p>{fr.duo.intro}</p>
    </section>
  );
}
