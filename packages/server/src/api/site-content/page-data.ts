import {
  ENQUIRY_FORMULAS_PAGE_DATA,
  paths,
  seoPageData,
  seoPagePaths,
  siteContentPageAt,
  siteContentPageData,
} from '@lapm/contracts';
import type { LoadedPageData, PageDataLoader } from '../../content/page-data';
import type { Database } from '../../db/database';
import { PHOTOS_TAG } from '../photos/repository';
import { publishedFormulaGroups } from './formulas';
import { publishedContent, SITE_CONTENT_TAG } from './site-content';

/** The page's own Google title and description: the other pages' stay out of its HTML. */
async function ownSeo(db: Database, path: string) {
  const { document } = await publishedContent(db, 'referencement');
  const pages = 'pages' in document ? document.pages.filter((page) => page.path === path) : [];
  return { document: { pages }, photos: {} };
}

/**
 * The marketing pages whose words and prices she edits read their published content, and each
 * public page its Google title and description (« Référencement »).
 */
export function siteContentPageDataLoader(db: Database): PageDataLoader {
  return async (route) => {
    if (route.remote !== 'marketing') return undefined;
    const page = siteContentPageAt(route.path);
    const seo = seoPagePaths.includes(route.path);
    if (!page && !seo) return undefined;
    const values: Record<string, unknown> = {};
    if (page) values[siteContentPageData(page.key)] = await publishedContent(db, page.key);
    if (seo) values[seoPageData(route.path)] = await ownSeo(db, route.path);
    // The enquiry form lists the formulas she publishes on the service pages.
    if (route.path === paths.contact) values[ENQUIRY_FORMULAS_PAGE_DATA] = await publishedFormulaGroups(db);
    // A card's photo taken off the library must leave /tarifs.
    return { values, tags: [SITE_CONTENT_TAG, PHOTOS_TAG] };
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
