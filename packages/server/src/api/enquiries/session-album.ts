import { enquiryFormulaLabel, frenchDay, galleryPath, proposeAccessCode, studioDay } from '@lapm/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { albums, bookings } from '../../db/schema';
import { newAlbumValues, reserveAlbumId } from '../albums/repository';
import { formulaNamesEverPublished } from '../site-content/formulas';

interface BookedEnquiry {
  email: string;
  formula: string;
  firstname: string;
  lastname: string;
  wishedDate: string | null;
}

/** The day of the session: the one she was asked for, else her confirmed booking's, else today. */
async function sessionDayOf(tx: Database, enquiry: BookedEnquiry, now: Date) {
  if (enquiry.wishedDate) return enquiry.wishedDate;
  const [booking] = await tx
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(sql`lower(${bookings.email}) = lower(${enquiry.email})`, eq(bookings.status, 'confirmée')))
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  return frenchDay(studioDay(booking?.startsAt ?? now));
}

/**
 * The album of a booked session, made with the client's account as the enquiry screen's « Créer
 * l'album de la séance » makes it: a gallery on the site under the album's own id, a drawn access
 * code, no photo yet, so no e-mail until she announces it (the invitation is the client's first).
 */
export async function insertSessionAlbum(
  tx: Database,
  userId: number,
  enquiry: BookedEnquiry,
  { siteUrl, now }: { siteUrl: string; now: Date },
): Promise<number> {
  const id = await reserveAlbumId(tx);
  const formula = enquiryFormulaLabel(enquiry.formula, await formulaNamesEverPublished(tx));
  const title = `${formula} – ${enquiry.firstname} ${enquiry.lastname}`;
  const [row] = await tx
    .insert(albums)
    .values({
      ...(await newAlbumValues(tx, { title, reserved_id: id })),
      userId,
      lien: `${siteUrl}${galleryPath(id)}`,
      accessCode: proposeAccessCode(enquiry),
      date: await sessionDayOf(tx, enquiry, now),
      availableUntil: null,
    })
    .returning({ id: albums.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
