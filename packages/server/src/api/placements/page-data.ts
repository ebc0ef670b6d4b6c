import { placementPages, placementsPageData } from '@lapm/contracts';
import type { PageDataLoader } from '../../content/page-data';
import type { Database } from '../../db/database';
import { PHOTOS_TAG } from '../photos/repository';
import { PLACEMENTS_TAG, pagePlacements } from './placements';

/** The marketing pages that show places (home, portfolio, services) read their placed photos. */
export function placementsPageDataLoader(db: Database): PageDataLoader {
  return async (route) => {
    if (route.remote !== 'marketing' || !placementPages.includes(route.path)) return undefined;
    return {
      values: { [placementsPageData(route.path)]: await pagePlacements(db, route.path) },
      tags: [PLACEMENTS_TAG, PHOTOS_TAG],
    };
  };
}
