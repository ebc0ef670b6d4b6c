import { pricedServicePages, type RouteEntry, serviceOfFormula } from '@lapm/contracts';
import type { Database } from '../../db/database';
import { readAvailability } from './settings';

const serviceOfPath = (path: string) =>
  Object.entries(pricedServicePages).find(([, servicePath]) => servicePath === path)?.[0];

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
