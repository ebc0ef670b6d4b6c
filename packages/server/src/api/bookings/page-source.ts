import { PAGE_SLOT_DAYS, type PageSource } from '@lapm/contracts';
import type { Database } from '../../db/database';
import type { Clock } from '../albums/mail-queue';
import { moveView } from './move';
import { BOOKINGS_TAG } from './settings';
import { serviceSlots } from './slots';

/**
 * The bookings' reads for the routes' loaders on the server (docs/decisions/0026): a service
 * page's free slots, and the move page's booking named by its link's token (a secret page: drawn
 * for its visitor, never kept).
 */
export function bookingsPageSource(db: Database, clock: Clock, tags: Set<string>): PageSource['bookings'] {
  return {
    slots: (service) => {
      tags.add(BOOKINGS_TAG);
      return serviceSlots(db, service, clock(), PAGE_SLOT_DAYS);
    },
    moveView: (token) => {
      tags.add(BOOKINGS_TAG);
      return moveView(db, token, clock(), PAGE_SLOT_DAYS);
    },
  };
}
