import { fr } from '../../i18n/fr';

export default function SoloPage() {
  return (
    <section>
      <h1>{fr.solo.title}</h1>
      <p>{fr.solo.intro}</p>
    </section>
  );
}
