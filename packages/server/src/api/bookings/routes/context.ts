import { bookingMessages, paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { sql } from 'drizzle-orm';
import pLimit, { type LimitFunction } from 'p-limit';
import { publicSiteUrl } from '../../../config';
import { isExclusionViolation } from '../../../db/errors';
import { bookingEmails } from '../../../db/schema';
import type { MailLog, MailMessage } from '../../../mail/mailer';
import type { ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { studioContact } from '../../site-content/studio-contact';
import type { VisitorLetter } from '../emails';

/** The path of her calendar feed; its secret travels in the query, which the logs mask. */
export const FEED_PATH = '/api/bookings/feed.ics';

type Queryable = Pick<ApiContext['db'], 'insert'>;
type Transaction = Parameters<Parameters<ApiContext['db']['transaction']>[0]>[0];
/** A recorded e-mail, queued once its record is stored (after the commit, in a transaction). */
export type RecordedMail = (log: MailLog) => void;

/** What every booking route uses besides the API's context: the site's addresses and the mails. */
export interface BookingRouteContext extends ApiContext {
  site: () => string;
  host: () => string;
  feedUrl: (token: string) => string;
  /** What a visitor's e-mail carries besides her booking: her links from `token`, read in `tx`. */
  visitorLetter: (
    tx: Parameters<typeof studioContact>[0],
    token: string,
    cancelHours: number,
  ) => Promise<VisitorLetter>;
  /** A booking's e-mail, kept with the booking (the client file's history) in `tx`, then queued. */
  recorded: (
    tx: Queryable,
    bookingId: number,
    recipient: 'studio' | 'visitor',
    message: MailMessage,
    event: string,
  ) => Promise<RecordedMail>;
}

export function bookingRouteContext(context: ApiContext): BookingRouteContext {
  const { config, clock, mailer } = context;
  const site = () => publicSiteUrl(config);
  const host = () => new URL(site()).hostname;
  return {
    ...context,
    site,
    host,
    feedUrl: (token) => `${site()}${FEED_PATH}?token=${token}`,
    visitorLetter: async (tx, token, cancelHours) => ({
      links: {
        cancel: `${site()}${paths.cancelBooking}?${RESET_TOKEN_PARAM}=${token}`,
        move: `${site()}${paths.moveBooking}?${RESET_TOKEN_PARAM}=${token}`,
      },
      cancelHours,
      host: host(),
      contact: await studioContact(tx),
    }),
    recorded: async (tx, bookingId, recipient, message, event) => {
      await tx
        .insert(bookingEmails)
        .values({ bookingId, recipient, subject: message.subject, sentAt: clock() });
      return (log) => mailer.queue(message, log, event);
    },
  };
}

/**
 * Whether a slot is still free is the database's to say: its exclusion constraint refuses a
 * second booking over held time, however many arrive at once. That refusal, in French.
 */
export async function unlessSlotTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw new HttpError(409, bookingMessages.slotTaken);
    throw error;
  }
}

/** The advisory lock the writes of held time queue on, per site (sites may share a database). */
const HELD_TIME_LOCK = sql`select pg_advisory_xact_lock(7414, hashtext(current_schema()))`;

/** One write of held time at a time per database, in this process. */
const writeTurns = new WeakMap<object, LimitFunction>();

/**
 * `write` in a transaction that first waits for the other writes of held time to end. The
 * exclusion constraint checks a row after writing it: two bookings of one slot written at the
 * same instant each wait for the other's row, and PostgreSQL breaks that deadlock by failing all
 * of them but one with an internal error (nine 500s of ten, seen at once on one slot). Queued,
 * each write finds the one before it committed, and is refused at once with the French 409.
 * Within the process the writes wait their turn before taking a connection: waiting inside their
 * transactions, ten at once would hold every connection of the pool, and the other requests'
 * reads would time out (503); the advisory lock queues those of other processes.
 */
export function queuedOnHeldTime<T>(db: ApiContext['db'], write: (tx: Transaction) => Promise<T>) {
  let turn = writeTurns.get(db);
  if (!turn) {
    turn = pLimit(1);
    writeTurns.set(db, turn);
  }
  return turn(() =>
    db.transaction(async (tx) => {
      await tx.execute(HELD_TIME_LOCK);
      return write(tx);
    }),
  );
}
