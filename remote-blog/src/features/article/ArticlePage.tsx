import { fr } from '../../i18n/fr';

export default function ArticlePage() {
  return (
    <section>
      <h1>{fr.article.title}</h1>
      <p>{fr.article.intro}</p>
    </section>
  );
}
