import { useParams } from 'react-router-dom';
import { findArticle } from '../../content/registry';
import { ArticleNotFound } from './ArticleNotFound';
import { ArticleView } from './ArticleView';

/** /blog/:slug: the article of that slug, or a way back to the list. */
export default function ArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  // Keyed by slug: moving to another article starts with the overlay closed.
  return article ? <ArticleView key={article.slug} article={article} /> : <ArticleNotFound />;
}
