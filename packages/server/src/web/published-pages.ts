import { blogArticlePath } from '@lapm/contracts';
import type { Clock } from '../api/albums/mail-queue';
import { publishedSummaries } from '../api/articles/articles';
import type { PublishedPage } from '../content/page-data';
import type { Database } from '../db/database';

/** The pages of what the database publishes, for the sitemap: the blog's articles and their covers. */
export async function publishedPages(db: Database, clock: Clock): Promise<PublishedPage[]> {
  const articles = await publishedSummaries(db, clock);
  return articles.map((article) => ({
    path: blogArticlePath(article.slug),
    lastmod: article.published,
    images: article.cover.src.startsWith('data:') ? [] : [article.cover.src],
  }));
}
