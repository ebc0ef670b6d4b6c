import { fr } from '../../i18n/fr';

export default function RegisterPage() {
  return (
    <section>
      <h1>{fr.register.title}</h1>
      <p>{fr.register.intro}</p>
    </section>
  );
}
