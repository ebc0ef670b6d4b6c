import { paths } from '@lapm/contracts';
import { NotFoundHead } from '@lapm/seo';
import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import styles from './Article.module.css';

export function ArticleNotFound() {
  return (
    <section className={styles.article} aria-labelledby="article-title">
      <NotFoundHead title={fr.article.notFound.head} />
      <h1 id="article-title" className={styles.title}>
        {fr.article.notFound.title}
      </h1>
      <p>{fr.article.notFound.text}</p>
      <p>
        <Link to={paths.blog}>{fr.article.notFound.link}</Link>
      </p>
    </section>
  );
}
