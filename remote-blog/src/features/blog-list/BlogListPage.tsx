import { fr } from '../../i18n/fr';

export default function BlogListPage() {
  return (
    <section>
      <h1>{fr.blogList.title}</h1>
      <p>{fr.blogList.intro}</p>
    </section>
  );
}
