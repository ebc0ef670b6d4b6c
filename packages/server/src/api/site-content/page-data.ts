import { siteContentPageAt, siteContentPageData } from '@lapm/contracts';
import type { LoadedPageData, PageDataLoader } from '../../content/page-data';
import type { Database } from '../../db/database';
import { PHOTOS_TAG } from '../photos/repository';
import { publishedContent, SITE_CONTENT_TAG } from './site-content';

/** The marketing pages whose words and prices she edits read their published content. */
export function siteContentPageDataLoader(db: Database): PageDataLoader {
  return async (route) => {
    const page = route.remote === 'marketing' ? siteContentPageAt(route.path) : undefined;
    if (!page) return undefined;
    return {
      values: { [siteContentPageData(page.key)]: await publishedContent(db, page.key) },
      // A card's photo taken off the library must leave /tarifs.
      tags: [SITE_CONTENT_TAG, PHOTOS_TAG],
    };
  };
}

/**
 * A page that shows both placed photos and her words gets both: unlike `combineLoaders`, where
 * the first loader that answers is the only one, these loaders each add their part.
 */
export function mergeLoaders(...loaders: PageDataLoader[]): PageDataLoader {
  return async (route, path, query) => {
    const loaded = (await Promise.all(loaders.map((load) => load(route, path, query)))).filter(
      (data): data is LoadedPageData => data !== undefined,
    );
    if (loaded.length === 0) return undefined;
    return {
      values: Object.assign({}, ...loaded.map((data) => data.values)),
      tags: [...new Set(loaded.flatMap((data) => data.tags))],
    };
  };
}
