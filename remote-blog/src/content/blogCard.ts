import { type BlogCard, blogArticlePath } from '@lapm/contracts';
import type { ListedArticle } from './types';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec section 9: blog dates read DD/MM/YYYY. Articles store ISO dates so they sort as text. */
export function formatBlogDate(iso: string): string {
  const match = isoDate.exec(iso);
  if (!match) throw new Error(`Not an ISO date: "${iso}"`);
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** The list's card for an article (spec section 3, "Blog card"). */
export function toBlogCard(article: ListedArticle): BlogCard {
  return {
    reactKey: `blog-${article.slug}`,
    path: blogArticlePath(article.slug),
    id: article.slug,
    title: article.title,
    description: article.description,
    date: formatBlogDate(article.published),
    image: article.cover.src,
  };
}
