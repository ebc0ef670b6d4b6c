import { fr } from '../../i18n/fr';

export default function ContactPage() {
  return (
    <section>
      <h1>{fr.contact.title}</h1>
      <p>{fr.contact.intro}</p>
    </section>
  );
}
