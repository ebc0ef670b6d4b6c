import { use } from 'react';
import { useParams } from 'react-router-dom';
import { findArticle, loadArticle } from '../../content/registry';
import type { ListedArticle } from '../../content/types';
import { ArticleNotFound } from './ArticleNotFound';
import { ArticleView } from './ArticleView';

/** Suspends (the shell shows the screen as loading) until the article's own chunk is there. */
function LoadedArticle({ listed }: { listed: ListedArticle }) {
  return <ArticleView article={use(loadArticle(listed))} />;
}

/** /blog/:slug: the article of that slug, or a way back to the list. */
export default function ArticlePage() {
  const { slug } = useParams();
  const listed = findArticle(slug);
  // Keyed by slug: moving to another article starts with the overlay closed.
  return listed ? <LoadedArticle key={listed.slug} listed={listed} /> : <ArticleNotFound />;
}
