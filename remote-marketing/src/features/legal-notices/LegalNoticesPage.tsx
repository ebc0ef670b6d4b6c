import { fr } from '../../i18n/fr';

export default function LegalNoticesPage() {
  return (
    <section>
      <h1>{fr.legalNotices.title}</h1>
      <p>{fr.legalNotices.intro}</p>
    </section>
  );
}
