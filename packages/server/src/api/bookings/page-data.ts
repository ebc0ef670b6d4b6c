import {
  BOOKING_MOVE_DATA,
  BOOKING_SLOTS_DATA,
  PAGE_SLOT_DAYS,
  paths,
  pricedServicePages,
  RESET_TOKEN_PARAM,
  type RouteEntry,
  serviceOfFormula,
} from '@lapm/contracts';
import type { PageDataLoader } from '../../content/page-data';
import type { Database } from '../../db/database';
import type { Clock } from '../albums/mail-queue';
import { moveView } from './move';
import { BOOKINGS_TAG, readAvailability } from './settings';
import { serviceSlots } from './slots';

const serviceOfPath = (path: string) =>
  Object.entries(pricedServicePages).find(([, servicePath]) => servicePath === path)?.[0];

/**
 * A service page's free slots, for each of its formulas bookable online (none: an empty list); the
 * move page's booking, named by its link's token (a secret page: drawn for its visitor, never kept).
 */
export function bookingPageDataLoader(db: Database, clock: Clock): PageDataLoader {
  return async (route, _path, query) => {
    if (route.path === paths.moveBooking) {
      const token = query?.get(RESET_TOKEN_PARAM) ?? '';
      return {
        values: { [BOOKING_MOVE_DATA]: await moveView(db, token, clock(), PAGE_SLOT_DAYS) },
        tags: [BOOKINGS_TAG],
      };
    }
    const service = route.remote === 'marketing' ? serviceOfPath(route.path) : undefined;
    if (!service) return undefined;
    return {
      values: { [BOOKING_SLOTS_DATA]: await serviceSlots(db, service, clock(), PAGE_SLOT_DAYS) },
      tags: [BOOKINGS_TAG],
    };
  };
}

/**
 * Whether a page carries a booking form, and so is drawn for each visit (docs/decisions): its
 * form needs a stamp of its own, and its free times change with every booking and every hour.
 */
export function bookingFormPage(db: Database) {
  return async (route: RouteEntry) => {
    const service = serviceOfPath(route.path);
    if (!service) return false;
    const { formulas } = await readAvailability(db);
    return formulas.some(({ formula }) => serviceOfFormula(formula) === service);
  };
}
