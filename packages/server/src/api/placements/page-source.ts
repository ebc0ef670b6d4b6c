import type { PageSource } from '@lapm/contracts';
import type { Database } from '../../db/database';
import { PHOTOS_TAG } from '../photos/repository';
import { PLACEMENTS_TAG, pagePlacements } from './placements';

/** The photos placed on a page, for its route's loader on the server (docs/decisions/0026). */
export function placementsPageSource(db: Database, tags: Set<string>): PageSource['placements'] {
  return {
    forPage: (path) => {
      tags.add(PLACEMENTS_TAG);
      tags.add(PHOTOS_TAG);
      return pagePlacements(db, path);
    },
  };
}
