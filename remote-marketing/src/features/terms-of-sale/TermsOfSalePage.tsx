import { fr } from '../../i18n/fr';

export default function TermsOfSalePage() {
  return (
    <section>
      <h1>{fr.termsOfSale.title}</h1>
      <p>{fr.termsOfSale.intro}</p>
    </section>
  );
}
