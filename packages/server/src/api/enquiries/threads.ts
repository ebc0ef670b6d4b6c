import type { Enquiry, EnquiryThread } from '@lapm/contracts';
import { enquiryMessages } from '@lapm/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings, enquiries, enquiryReplies } from '../../db/schema';
import { HttpError } from '../errors';
import { formulaNamesEverPublished } from '../site-content/formulas';

/** How the studio's screens read an enquiry: the columns of its list, and a thread with its replies. */

/** A confirmed booking at the enquiry's address books its session as much as the status « réservée ». */
export const confirmedBookingAt = (email: typeof enquiries.email) =>
  sql<boolean>`exists (select 1 from ${bookings} where lower(${bookings.email}) = lower(${email}) and ${bookings.status} = 'confirmée')`;

export const listed = {
  id: enquiries.id,
  firstname: enquiries.firstname,
  lastname: enquiries.lastname,
  email: enquiries.email,
  phone: enquiries.phone,
  formula: enquiries.formula,
  wishedDate: enquiries.wishedDate,
  message: enquiries.message,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
};

type ListedRow = { createdAt: Date; status: string } & Omit<Enquiry, 'createdAt' | 'status' | 'formulaName'>;

/** `names`: every formula's last published name by key, so a formula she removed keeps its name. */
export const asListed = (row: ListedRow, names: Readonly<Record<string, string>>) =>
  ({ ...row, formulaName: names[row.formula] ?? null, createdAt: row.createdAt.toISOString() }) as Enquiry;

export async function findThread(from: Database, id: number): Promise<EnquiryThread> {
  const [row] = await from
    .select({ ...listed, clientId: enquiries.userId, booked: confirmedBookingAt(enquiries.email) })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!row) throw new HttpError(404, enquiryMessages.notFound);
  const replies = await from
    .select({ id: enquiryReplies.id, message: enquiryReplies.message, sentAt: enquiryReplies.sentAt })
    .from(enquiryReplies)
    .where(eq(enquiryReplies.enquiryId, id))
    .orderBy(asc(enquiryReplies.sentAt), asc(enquiryReplies.id));
  const { clientId, booked, ...enquiry } = row;
  return {
    ...asListed(enquiry, await formulaNamesEverPublished(from)),
    clientId,
    booked: booked || enquiry.status === 'réservée',
    replies: replies.map((reply) => ({ ...reply, sentAt: reply.sentAt.toISOString() })),
  };
}
