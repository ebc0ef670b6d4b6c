import { useParams } from 'react-router-dom';
import { useArticle } from '../../content/articles';
import { ArticleNotFound } from './ArticleNotFound';
import { ArticleView } from './ArticleView';

/** Suspends (the shell shows the screen as loading) while the article is fetched after a navigation. */
function LoadedArticle({ slug }: { slug: string }) {
  const article = useArticle(slug);
  return article ? <ArticleView article={article} /> : <ArticleNotFound />;
}

/** /blog/:slug: the published article of that slug, or a way back to the list. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  // Keyed by slug: moving to another article starts with the overlay closed.
  return <LoadedArticle key={slug} slug={slug} />;
}
