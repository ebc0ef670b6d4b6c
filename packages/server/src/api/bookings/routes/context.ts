import { bookingMessages, paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { publicSiteUrl } from '../../../config';
import { isExclusionViolation } from '../../../db/errors';
import { bookingEmails } from '../../../db/schema';
import type { MailLog, MailMessage } from '../../../mail/mailer';
import type { ApiContext } from '../../context';

import { HttpError } from '../../errors';

/** The path of her calendar feed; its secret travels in the query, which the logs mask. */
export const FEED_PATH = '/api/bookings/feed.ics';

type Queryable = Pick<ApiContext['db'], 'insert'>;
/** A recorded e-mail, queued once its record is stored (after the commit, in a transaction). */
export type RecordedMail = (log: MailLog) => void;

/** What every booking route uses besides the API's context: the site's addresses and the mails. */
export interface BookingRouteContext extends ApiContext {
  site: () => string;
  host: () => string;
  feedUrl: (token: string) => string;
  /** The cancel and move links a visitor's e-mail carries. */
  linksOf: (token: string) => { cancel: string; move: string };
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
  return {
    ...context,
    site,
    host: () => new URL(site()).hostname,
    feedUrl: (token) => `${site()}${FEED_PATH}?token=${token}`,
    linksOf: (token) => ({
      cancel: `${site()}${paths.cancelBooking}?${RESET_TOKEN_PARAM}=${token}`,
      move: `${site()}${paths.moveBooking}?${RESET_TOKEN_PARAM}=${token}`,
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
