import { fr } from '../../i18n/fr';

export default function PortfolioPage() {
  return (
    <section>
      <h1>{fr.portfolio.title}</h1>
      <p>{fr.portfolio.intro}</p>
    </section>
  );
}
