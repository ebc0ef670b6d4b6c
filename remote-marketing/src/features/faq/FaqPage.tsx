import { fr } from '../../i18n/fr';

export default function FaqPage() {
  return (
    <section>
      <h1>{fr.faq.title}</h1>
      <p>{fr.faq.intro}</p>
    </section>
  );
}
