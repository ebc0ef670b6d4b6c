import { PageDataProvider } from '@lapm/api-client/page-data';
import { renderMarkdown } from '@lapm/articles';
import { initialArticles } from '@lapm/articles/initial-articles';
import { type ArticleSummary, blogPageData, type PublicArticle } from '@lapm/contracts';
import type { ReactNode } from 'react';

/** The five articles of the spec as the server gives them to the blog: published, blocks rendered. */
export const publishedArticles: PublicArticle[] = initialArticles
  .map((article) => ({
    slug: article.slug,
    published: article.published,
    title: article.title,
    description: article.description,
    cover: article.cover,
    head: {
      title: article.headTitle,
      description: article.headDescription,
      keywords: article.keywords,
      breadcrumbName: article.breadcrumbName,
      shareImage: article.shareImage,
    },
    body: renderMarkdown(article.markdown).blocks,
  }))
  .sort((a, b) => b.published.localeCompare(a.published));

const summaryOf = ({ slug, published, title, description, cover }: PublicArticle): ArticleSummary => ({
  slug,
  published,
  title,
  description,
  cover,
});

/** The page data the server renders `path` with (packages/server/src/api/articles/page-data.ts). */
export function BlogPageData({ path, children }: { path: string; children: ReactNode }) {
  const slug = path.split('/')[2];
  const values =
    slug === undefined
      ? { [blogPageData.list]: publishedArticles.map(summaryOf) }
      : { [blogPageData.article(slug)]: publishedArticles.find((article) => article.slug === slug) ?? null };
  return <PageDataProvider value={{ path, values }}>{children}</PageDataProvider>;
}
