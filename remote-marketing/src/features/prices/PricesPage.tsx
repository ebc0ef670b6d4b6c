import { fr } from '../../i18n/fr';

export default function PricesPage() {
  return (
    <section>
      <h1>{fr.prices.title}</h1>
      <p>{fr.prices.intro}</p>
    </section>
  );
}
