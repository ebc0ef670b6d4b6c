import { fr } from '../../i18n/fr';

export default function BasketPage() {
  return (
    <section>
      <h1>{fr.basket.title}</h1>
      <p>{fr.basket.intro}</p>
    </section>
  );
}
