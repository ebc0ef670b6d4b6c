import { fr } from '../../i18n/fr';

export default function LoginPage() {
  return (
    <section>
      <h1>{fr.login.title}</h1>
      <p>{fr.login.intro}</p>
    </section>
  );
}
