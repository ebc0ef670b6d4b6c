import type { PageSource } from '@lapm/contracts';
import type { Database } from '../db/database';
import type { Clock } from './albums/mail-queue';
import { articlesPageSource } from './articles/page-data';
import { bookingsPageSource } from './bookings/page-source';
import { placementsPageSource } from './placements/page-source';
import { siteContentPageSource } from './site-content/page-source';

/**
 * The source of the routes' loaders on the server (docs/decisions/0026): the database, each read
 * noting in `tags` the kinds of content the page depends on.
 */
export const databasePageSource =
  (db: Database, clock: Clock) =>
  (tags: Set<string>): PageSource => ({
    articles: articlesPageSource(db, clock, tags),
    siteContent: siteContentPageSource(db, tags),
    placements: placementsPageSource(db, tags),
    bookings: bookingsPageSource(db, clock, tags),
  });
