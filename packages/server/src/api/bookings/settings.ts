import { type Availability, availabilitySchema, defaultAvailability } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookingSettings } from '../../db/schema';
import { newLinkToken } from '../auth/tokens';

/** The kind of content a booking or her availability changes (page-data.ts): the service pages' slots. */
export const BOOKINGS_TAG = 'bookings';

export interface BookingSettings {
  availability: Availability;
  feedToken: string;
}

/** Her booking rules, the defaults until she saves hers; read only, so a refused call changes nothing. */
export async function readAvailability(db: Database): Promise<Availability> {
  const [row] = await db
    .select({ availability: bookingSettings.availability })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  // A row written by an older version of the rules falls back on the defaults rather than failing.
  const parsed = availabilitySchema.safeParse(row?.availability);
  return parsed.success ? parsed.data : defaultAvailability;
}

/** Her rules and her feed's secret, the row made with a first secret when it is missing (her screen). */
export async function ensureBookingSettings(db: Database): Promise<BookingSettings> {
  await db
    .insert(bookingSettings)
    .values({ id: 1, availability: defaultAvailability, feedToken: newLinkToken() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ feedToken: bookingSettings.feedToken })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  if (!row) throw new Error('booking settings missing');
  return { availability: await readAvailability(db), feedToken: row.feedToken };
}
