import type { PageSource } from '@lapm/contracts';
import type { Database } from '../../db/database';
import type { Clock } from '../albums/mail-queue';
import { PHOTOS_TAG } from '../photos/repository';
import { publishedArticle, publishedSummaries } from './articles';

/** What a change to an article makes stale: the list, every article page, the sitemap. */
export const ARTICLES_TAG = 'articles';

/**
 * The blog's reads for the routes' loaders on the server (docs/decisions/0026): the database,
 * each read noting the kinds of content it depends on in `tags`, for the page cache.
 */
export function articlesPageSource(db: Database, clock: Clock, tags: Set<string>): PageSource['articles'] {
  return {
    list: () => {
      tags.add(ARTICLES_TAG);
      return publishedSummaries(db, clock);
    },
    get: (slug) => {
      tags.add(ARTICLES_TAG);
      // Its library photos are read too: one unpublished since must leave the page.
      tags.add(PHOTOS_TAG);
      return publishedArticle(db, slug, clock);
    },
  };
}
