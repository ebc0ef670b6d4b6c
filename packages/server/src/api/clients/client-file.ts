import { type ClientFile, clientFileMessages } from '@lapm/contracts';
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  albumPhotos,
  albums,
  bookingEmails,
  bookings,
  enquiries,
  enquiryReplies,
  galleryDownloads,
  invitations,
  users,
} from '../../db/schema';
import { replySubject } from '../enquiries/emails';
import { HttpError } from '../errors';
import { invitationSubject } from '../invitations/email';
import { formulaNamesEverPublished } from '../site-content/formulas';

/** The downloads listed: the most recent, a whole gallery downloaded photo by photo is long. */
const DOWNLOADS_SHOWN = 200;
const iso = (at: Date) => at.toISOString();
const byNewest = <T extends { at: string }>(rows: T[]) => rows.sort((a, b) => b.at.localeCompare(a.at));

/**
 * « Fiche client »: what the studio keeps about a client, and what the database records of them.
 * Enquiries and bookings are the visitor's before any account: they are found by address too.
 */
export async function findClientFile(db: Database, id: number): Promise<ClientFile> {
  const client = await clientOf(db, id);
  const enquiryRows = await enquiriesOf(db, id, client.email);
  const bookingRows = await bookingsOf(db, client.email);
  const albumRows = await albumsOf(db, id);
  const activity = await albumActivity(
    db,
    albumRows.map((album) => album.id),
  );
  const titleOf = (album: { id: number; title: string }) => album.title || `Album n° ${album.id}`;
  const names = await formulaNamesEverPublished(db);
  const named = (formula: string) => names[formula] ?? null;
  return {
    ...client,
    phone: client.phone ?? '',
    address: client.address ?? '',
    notes: client.notes ?? '',
    createdAt: iso(client.createdAt),
    enquiries: enquiryRows.map((row) => ({ ...row, formulaName: named(row.formula), at: iso(row.at) })),
    bookings: bookingRows.map((row) => ({
      ...row,
      formulaName: named(row.formula),
      startsAt: iso(row.startsAt),
      at: iso(row.at),
    })),
    albums: albumRows.map(({ selectionSentAt: _, ...row }) => ({ ...row, at: iso(row.at) })),
    selections: albumRows.flatMap((album) =>
      album.selectionSentAt
        ? [
            {
              albumId: album.id,
              title: titleOf(album),
              favourites: activity.favourites.find((row) => row.albumId === album.id)?.n ?? 0,
              at: iso(album.selectionSentAt),
            },
          ]
        : [],
    ),
    downloads: activity.downloads.map((row) => ({ ...row, at: iso(row.at) })),
    emails: await emailsTo(
      db,
      id,
      enquiryRows.map((enquiry) => enquiry.id),
      bookingRows.map((booking) => booking.id),
      named,
    ),
  };
}

async function clientOf(db: Database, id: number) {
  const [client] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      address: users.address,
      notes: users.notes,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')));
  if (!client) throw new HttpError(404, clientFileMessages.notFound);
  return client;
}

const atAddress = (column: typeof enquiries.email | typeof bookings.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

function enquiriesOf(db: Database, id: number, email: string) {
  return db
    .select({
      id: enquiries.id,
      formula: enquiries.formula,
      status: enquiries.status,
      at: enquiries.createdAt,
    })
    .from(enquiries)
    .where(or(eq(enquiries.userId, id), atAddress(enquiries.email, email)))
    .orderBy(desc(enquiries.createdAt));
}

function bookingsOf(db: Database, email: string) {
  return db
    .select({
      id: bookings.id,
      formula: bookings.formula,
      status: bookings.status,
      startsAt: bookings.startsAt,
      at: bookings.createdAt,
    })
    .from(bookings)
    .where(atAddress(bookings.email, email))
    .orderBy(desc(bookings.startsAt));
}

function albumsOf(db: Database, id: number) {
  return db
    .select({
      id: albums.id,
      title: albums.title,
      date: albums.date,
      at: albums.createdAt,
      selectionSentAt: albums.selectionSentAt,
    })
    .from(albums)
    .where(eq(albums.userId, id))
    .orderBy(desc(albums.createdAt));
}

/** The hearts of each album and the latest downloads of all of them. */
async function albumActivity(db: Database, albumIds: number[]) {
  if (albumIds.length === 0) return { favourites: [], downloads: [] };
  const favourites = await db
    .select({ albumId: albumPhotos.albumId, n: count() })
    .from(albumPhotos)
    .where(and(inArray(albumPhotos.albumId, albumIds), eq(albumPhotos.favourite, true)))
    .groupBy(albumPhotos.albumId);
  const downloads = await db
    .select({
      albumId: galleryDownloads.albumId,
      kind: galleryDownloads.kind,
      fileName: galleryDownloads.fileName,
      at: galleryDownloads.createdAt,
    })
    .from(galleryDownloads)
    // The studio's own downloads are recorded too (the album's screen), but are not the client's.
    .where(and(inArray(galleryDownloads.albumId, albumIds), ne(galleryDownloads.downloader, 'admin')))
    .orderBy(desc(galleryDownloads.createdAt))
    .limit(DOWNLOADS_SHOWN);
  return { favourites, downloads };
}

/**
 * The e-mails the studio sent them: enquiry replies, invitations and booking mails, newest first;
 * `named` gives a formula's last published name, as the reply's subject had it.
 */
async function emailsTo(
  db: Database,
  id: number,
  enquiryIds: number[],
  bookingIds: number[],
  named: (formula: string) => string | null,
) {
  const replyRows = enquiryIds.length
    ? await db
        .select({ formula: enquiries.formula, at: enquiryReplies.sentAt })
        .from(enquiryReplies)
        .innerJoin(enquiries, eq(enquiries.id, enquiryReplies.enquiryId))
        .where(inArray(enquiryReplies.enquiryId, enquiryIds))
    : [];
  const bookingMailRows = bookingIds.length
    ? await db
        .select({
          recipient: bookingEmails.recipient,
          subject: bookingEmails.subject,
          at: bookingEmails.sentAt,
        })
        .from(bookingEmails)
        .where(inArray(bookingEmails.bookingId, bookingIds))
    : [];
  // An invitation row is kept until the next one replaces it: the last one sent is what is recorded.
  const invitationRows = await db
    .select({ at: invitations.createdAt })
    .from(invitations)
    .where(eq(invitations.userId, id));
  return byNewest([
    ...replyRows.map((row) => ({
      kind: 'reply' as const,
      subject: replySubject({ formula: row.formula, formulaName: named(row.formula) }),
      at: iso(row.at),
    })),
    ...invitationRows.map((row) => ({
      kind: 'invitation' as const,
      subject: invitationSubject,
      at: iso(row.at),
    })),
    ...bookingMailRows.map((row) => ({
      kind: row.recipient === 'visitor' ? ('booking' as const) : ('bookingStudio' as const),
      subject: row.subject,
      at: iso(row.at),
    })),
  ]);
}
