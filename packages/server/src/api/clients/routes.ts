import {
  type ClientFile,
  type ClientFilePayload,
  clientFileMessages,
  clientFilePayloadSchema,
  idParamsSchema,
} from '@lapm/contracts';
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import type { ApiContext } from '../context';
import { replySubject } from '../enquiries/emails';
import { HttpError } from '../errors';
import { invitationSubject } from '../invitations/email';

/** The downloads listed: the most recent, a whole gallery downloaded photo by photo is long. */
const DOWNLOADS_SHOWN = 200;
const iso = (at: Date) => at.toISOString();
const byNewest = <T extends { at: string }>(rows: T[]) => rows.sort((a, b) => b.at.localeCompare(a.at));

/**
 * « Fiche client »: what the studio keeps about a client, and what the database records of them.
 * Enquiries and bookings are the visitor's before any account: they are found by address too.
 */
async function findClientFile(db: Database, id: number): Promise<ClientFile> {
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
  const atAddress = <T extends typeof enquiries.email | typeof bookings.email>(email: T) =>
    sql`lower(${email}) = lower(${client.email})`;

  const enquiryRows = await db
    .select({
      id: enquiries.id,
      formula: enquiries.formula,
      status: enquiries.status,
      at: enquiries.createdAt,
    })
    .from(enquiries)
    .where(or(eq(enquiries.userId, id), atAddress(enquiries.email)))
    .orderBy(desc(enquiries.createdAt));
  const bookingRows = await db
    .select({
      id: bookings.id,
      formula: bookings.formula,
      status: bookings.status,
      startsAt: bookings.startsAt,
      at: bookings.createdAt,
    })
    .from(bookings)
    .where(atAddress(bookings.email))
    .orderBy(desc(bookings.startsAt));
  const albumRows = await db
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
  const albumIds = albumRows.map((album) => album.id);
  const favourites = albumIds.length
    ? await db
        .select({ albumId: albumPhotos.albumId, n: count() })
        .from(albumPhotos)
        .where(and(inArray(albumPhotos.albumId, albumIds), eq(albumPhotos.favourite, true)))
        .groupBy(albumPhotos.albumId)
    : [];
  const downloadRows = albumIds.length
    ? await db
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
        .limit(DOWNLOADS_SHOWN)
    : [];
  const enquiryIds = enquiryRows.map((enquiry) => enquiry.id);
  const replyRows = enquiryIds.length
    ? await db
        .select({ formula: enquiries.formula, at: enquiryReplies.sentAt })
        .from(enquiryReplies)
        .innerJoin(enquiries, eq(enquiries.id, enquiryReplies.enquiryId))
        .where(inArray(enquiryReplies.enquiryId, enquiryIds))
    : [];
  const bookingIds = bookingRows.map((booking) => booking.id);
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

  const titleOf = (album: { id: number; title: string }) => album.title || `Album n° ${album.id}`;
  return {
    id: client.id,
    firstname: client.firstname,
    lastname: client.lastname,
    email: client.email,
    phone: client.phone ?? '',
    address: client.address ?? '',
    notes: client.notes ?? '',
    createdAt: iso(client.createdAt),
    enquiries: enquiryRows.map((row) => ({ ...row, at: iso(row.at) })),
    bookings: bookingRows.map((row) => ({ ...row, startsAt: iso(row.startsAt), at: iso(row.at) })),
    albums: albumRows.map(({ selectionSentAt: _, ...row }) => ({ ...row, at: iso(row.at) })),
    selections: albumRows.flatMap((album) =>
      album.selectionSentAt
        ? [
            {
              albumId: album.id,
              title: titleOf(album),
              favourites: favourites.find((row) => row.albumId === album.id)?.n ?? 0,
              at: iso(album.selectionSentAt),
            },
          ]
        : [],
    ),
    downloads: downloadRows.map((row) => ({ ...row, at: iso(row.at) })),
    emails: byNewest([
      ...replyRows.map((row) => ({
        kind: 'reply' as const,
        subject: replySubject(row.formula),
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
    ]),
  };
}

/** The client file: admin only, like every screen about a client. */
export const clientRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db }) => {
  app.get(
    '/clients/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => ({ data: await findClientFile(db, request.params.id) }),
  );

  app.put(
    '/clients/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: clientFilePayloadSchema } },
    async (request) => {
      const { phone, address, notes }: ClientFilePayload = request.body;
      const [row] = await db
        .update(users)
        .set({ phone: phone || null, address: address || null, notes: notes || null, updatedAt: sql`now()` })
        .where(and(eq(users.id, request.params.id), eq(users.role, 'user')))
        .returning({ id: users.id });
      if (!row) throw new HttpError(404, clientFileMessages.notFound);
      request.log.info({ event: 'client_file_saved', userId: row.id }, 'fiche client enregistrée');
      return { message: clientFileMessages.saved, data: await findClientFile(db, row.id) };
    },
  );
};
