import { blogPageData } from '@lapm/contracts';
import type { PageDataLoader } from '../../content/page-data';
import type { Database } from '../../db/database';
import type { Clock } from '../albums/mail-queue';
import { PHOTOS_TAG } from '../photos/repository';
import { publishedArticle, publishedSummaries } from './articles';

/** What a change to an article makes stale: the list, every article page, the sitemap. */
export const ARTICLES_TAG = 'articles';

/** A broken escape (`%E0%A4%A`) is no address of an article, not a failure of the page. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The blog's screens: the list reads the published articles, an article page its article. */
export function blogPageDataLoader(db: Database, clock: Clock): PageDataLoader {
  return async (route, path) => {
    if (route.remote !== 'blog') return undefined;
    if (route.module === 'BlogList') {
      return { values: { [blogPageData.list]: await publishedSummaries(db, clock) }, tags: [ARTICLES_TAG] };
    }
    if (route.module === 'Article') {
      const slug = decodedSegment(path.slice(path.lastIndexOf('/') + 1));
      return {
        values: { [blogPageData.article(slug)]: await publishedArticle(db, slug, clock) },
        // Its library photos are read too: one unpublished since must leave the page.
        tags: [ARTICLES_TAG, PHOTOS_TAG],
      };
    }
    return undefined;
  };
}
