import type { ReactPromise } from 'react';
import type { Article, ArticleDetails, ArticleSummary, ListedArticle } from './types';

/**
 * Every folder of ./articles is an article: adding one is adding a folder, nothing to
 * register. Its summary (what the list shows) is bundled with the list; its head and body
 * are a chunk of their own, downloaded by its page only. The patterns take these two file
 * names only, so a test or declaration file placed there by mistake is not published.
 */
const summaries = import.meta.webpackContext('./articles', {
  recursive: true,
  regExp: /^\.\/[\w-]+\/summary\.ts$/,
  mode: 'sync',
});
const details = import.meta.webpackContext('./articles', {
  recursive: true,
  regExp: /^\.\/[\w-]+\/article\.ts$/,
  mode: 'lazy',
});
// The shared typing describes the lazy mode; in sync mode the context returns the module itself.
const summaryOf = summaries as unknown as (key: string) => { default: ArticleSummary };
const detailsOf = details as unknown as (key: string) => Promise<{ default: ArticleDetails }>;

const slugOf = (key: string) => key.split('/')[1] ?? key;

/** All articles, newest first (ISO dates sort as text). */
export const articles: readonly ListedArticle[] = summaries
  .keys()
  .map((key) => ({ ...summaryOf(key).default, slug: slugOf(key) }))
  .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));

export function findArticle(slug: string | undefined): ListedArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

/**
 * Each article's promise carries its outcome as React's `use` reads it (`status`, `value`,
 * `reason`: the `ReactPromise` type of React's typings). An article already downloaded then
 * renders synchronously, without showing the loading state again.
 */
const loading = new Map<string, ReactPromise<Article>>();

/** The whole article of a listed slug, downloaded once; a failed download is tried again next time. */
export function loadArticle(article: ListedArticle): ReactPromise<Article> {
  const known = loading.get(article.slug);
  if (known) return known;
  const promise: ReactPromise<Article> = Object.assign(
    detailsOf(`./${article.slug}/article.ts`).then((module) => ({ ...article, ...module.default })),
    { status: 'pending' as const },
  );
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
      loading.delete(article.slug);
    },
  );
  loading.set(article.slug, promise);
  return promise;
}
