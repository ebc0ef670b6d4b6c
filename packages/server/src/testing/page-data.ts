import { type MarketingPageData, marketingPageData, routeTable } from '@lapm/contracts';
import { databasePageSource } from '../api/page-source';
import { routeLoadersPageData } from '../content/route-loaders';
import type { Database } from '../db/database';

/**
 * What the server renders the marketing page at `path` with, as its route's loader reads it from
 * the database, and the kinds of content it read (the page cache's tags).
 */
export async function marketingPageOf(db: Database, path: string) {
  const route = routeTable.find((entry) => entry.path === path);
  if (!route) throw new Error(`Pas de route ${path}`);
  const loaded = await routeLoadersPageData(databasePageSource(db, () => new Date()))(route, path);
  return {
    data: loaded?.values[marketingPageData(path)] as MarketingPageData | undefined,
    keys: Object.keys(loaded?.values ?? {}),
    tags: loaded?.tags ?? [],
  };
}
