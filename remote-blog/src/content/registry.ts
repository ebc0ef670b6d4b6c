import type { Article, ArticleContent } from './types';

/**
 * Every file of ./articles is an article: adding one is adding a file, nothing to
 * register. The pattern takes `slug.ts` only, so a test or declaration file placed
 * there by mistake is not published.
 */
const files = import.meta.webpackContext('./articles', {
  recursive: false,
  regExp: /^\.\/[\w-]+\.ts$/,
  mode: 'sync',
});
// The shared typing describes the lazy mode used by the bootstrap; in sync mode the
// context returns the module itself.
const load = files as unknown as (key: string) => { default: ArticleContent };

const slugOf = (key: string) => key.replace(/^\.\//, '').replace(/\.ts$/, '');

/** All articles, newest first (ISO dates sort as text). */
export const articles: readonly Article[] = files
  .keys()
  .map((key) => ({ ...load(key).default, slug: slugOf(key) }))
  .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));

export function findArticle(slug: string | undefined): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
