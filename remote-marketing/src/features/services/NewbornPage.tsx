import { fr } from '../../i18n/fr';

export default function NewbornPage() {
  return (
    <section>
      <h1>{fr.newborn.title}</h1>
      <p>{fr.newborn.intro}</p>
    </section>
  );
}
