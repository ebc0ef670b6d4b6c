import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_STAMP,
  type Enquiry,
  type EnquiryThread,
  enquiryClientPayloadSchema,
  enquiryMessages,
  enquiryPayloadSchema,
  enquiryReplyPayloadSchema,
  enquiryStatusPayloadSchema,
  idParamsSchema,
} from '@lapm/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteUrl } from '../../config';
import type { Database } from '../../db/database';
import { bookings, enquiries, enquiryReplies } from '../../db/schema';
import { sessionOf } from '../auth/guard';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { openInvitedAccount, sendInvitation } from '../invitations/invite';
import { studioContact } from '../site-content/studio-contact';
import { findUserByEmail } from '../users/users';
import { enquiryReplyEmail, studioEnquiryEmail, visitorEnquiryEmail } from './emails';
import { insertSessionAlbum } from './session-album';

/** A confirmed booking at the enquiry's address books its session as much as the status « réservée ». */
const confirmedBookingAt = (email: typeof enquiries.email) =>
  sql<boolean>`exists (select 1 from ${bookings} where lower(${bookings.email}) = lower(${email}) and ${bookings.status} = 'confirmée')`;

/** The enquiries of the public form: sent by anyone, read by the studio alone. */
export const enquiryRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { db, limits, mailer, clock, formStamps, config },
) => {
  const siteUrl = publicSiteUrl(config);
  /** A stamp for a form drawn by the app (a page the server did not render carries its own). */
  app.get('/enquiries/stamp', { config: { access: 'public' } }, async () => ({
    stamp: await formStamps.issue(),
  }));

  app.post(
    '/enquiries',
    { config: { access: 'public' }, schema: { body: enquiryPayloadSchema } },
    async (request, reply) => {
      await limits.enquiriesByIp(request);
      await limits.enquiriesByEmail(request);
      const { [ENQUIRY_HONEYPOT]: honeypot, [ENQUIRY_STAMP]: stamp, ...enquiry } = request.body;
      // A robot is told it succeeded, so that it learns nothing to get round the trap.
      if (honeypot.trim() !== '') {
        request.log.info({ event: 'enquiry_trapped' }, 'demande écartée : champ piège rempli');
        return reply.code(201).send({ message: enquiryMessages.sent });
      }
      const timing = await formStamps.check(stamp);
      if (timing !== 'ok') {
        request.log.info({ event: `enquiry_${timing}` }, 'demande refusée : formulaire envoyé sans délai');
        throw new HttpError(400, timing === 'fast' ? enquiryMessages.tooFast : enquiryMessages.expired);
      }
      const [stored] = await db
        .insert(enquiries)
        .values({
          firstname: enquiry.firstname,
          lastname: enquiry.lastname,
          email: enquiry.email,
          phone: enquiry.phone || null,
          formula: enquiry.formula,
          wishedDate: enquiry.wishedDate || null,
          message: enquiry.message,
          consentAt: clock(),
        })
        .returning({ id: enquiries.id });
      if (!stored) throw new Error('enquiry not stored');
      mailer.queue(studioEnquiryEmail({ id: stored.id, ...enquiry }), request.log, 'enquiry_studio_email');
      mailer.queue(
        visitorEnquiryEmail(enquiry.email, await studioContact(db)),
        request.log,
        'enquiry_visitor_email',
      );
      request.log.info({ event: 'enquiry_received', enquiryId: stored.id }, 'demande reçue');
      return reply.code(201).send({ message: enquiryMessages.sent });
    },
  );

  const listed = {
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
  const asListed = (row: { createdAt: Date; status: string } & Omit<Enquiry, 'createdAt' | 'status'>) =>
    ({ ...row, createdAt: row.createdAt.toISOString() }) as Enquiry;

  async function findThread(from: Database, id: number): Promise<EnquiryThread> {
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
      ...asListed(enquiry),
      clientId,
      booked: booked || enquiry.status === 'réservée',
      replies: replies.map((reply) => ({ ...reply, sentAt: reply.sentAt.toISOString() })),
    };
  }

  /** « Demandes »: every enquiry, newest first (the list searches them in the browser). */
  app.get('/enquiries', { config: { access: 'admin' } }, async () => ({
    data: (await db.select(listed).from(enquiries).orderBy(desc(enquiries.id))).map(asListed),
  }));

  /** The admin home's tile: how many she has not dealt with yet. */
  app.get('/enquiries/summary', { config: { access: 'admin' } }, async () => {
    const [row] = await db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'nouvelle'));
    return { newCount: row?.n ?? 0 };
  });

  app.put(
    '/enquiries/:id/status',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: enquiryStatusPayloadSchema } },
    async (request) => {
      const [row] = await db
        .update(enquiries)
        .set({ status: request.body.status })
        .where(eq(enquiries.id, request.params.id))
        .returning(listed);
      if (!row) throw new HttpError(404, enquiryMessages.notFound);
      request.log.info(
        { event: 'enquiry_status', enquiryId: row.id, status: row.status },
        'état de demande changé',
      );
      return { data: asListed(row) };
    },
  );

  app.get(
    '/enquiries/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => ({ data: await findThread(db, request.params.id) }),
  );

  /** Her answer: e-mailed with her signature, kept in the thread; a new enquiry is then « répondue ». */
  app.post(
    '/enquiries/:id/replies',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: enquiryReplyPayloadSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { message } = request.body;
      const enquiry = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ email: enquiries.email, formula: enquiries.formula })
          .from(enquiries)
          .where(eq(enquiries.id, id))
          .for('update');
        if (!row) throw new HttpError(404, enquiryMessages.notFound);
        await tx.insert(enquiryReplies).values({ enquiryId: id, message, sentAt: clock() });
        await tx
          .update(enquiries)
          .set({ status: 'répondue' })
          .where(and(eq(enquiries.id, id), eq(enquiries.status, 'nouvelle')));
        return row;
      });
      mailer.queue(
        enquiryReplyEmail(enquiry, message, siteUrl, await studioContact(db)),
        request.log,
        'enquiry_reply_email',
      );
      request.log.info({ event: 'enquiry_replied', enquiryId: id }, 'réponse envoyée');
      return reply
        .code(201)
        .send({ message: `Réponse envoyée à ${enquiry.email}.`, data: await findThread(db, id) });
    },
  );

  /**
   * The enquiry becomes a client: the account at its address if there is one (never a second one),
   * otherwise a new account with the users screen's invitation, under the names she checked.
   */
  app.post(
    '/enquiries/:id/client',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: enquiryClientPayloadSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const [enquiry] = await db
        .select({
          email: enquiries.email,
          formula: enquiries.formula,
          wishedDate: enquiries.wishedDate,
          booked: sql<boolean>`${enquiries.status} = 'réservée' or ${confirmedBookingAt(enquiries.email)}`,
        })
        .from(enquiries)
        .where(eq(enquiries.id, id));
      if (!enquiry) throw new HttpError(404, enquiryMessages.notFound);
      const link = (userId: number, from: Database = db) =>
        from.update(enquiries).set({ userId }).where(eq(enquiries.id, id));
      const known = await findUserByEmail(db, enquiry.email);
      if (known) {
        if (known.role !== 'user') throw new HttpError(409, enquiryMessages.adminAddress);
        await link(known.id);
        request.log.info(
          { event: 'enquiry_client_linked', enquiryId: id, userId: known.id },
          'demande rattachée',
        );
        return {
          message: enquiryMessages.clientKnown,
          data: { clientId: known.id, created: false, albumId: null },
        };
      }
      await limits.invitationsByAdmin(request);
      const now = clock();
      // A booked session's album comes with the account, in one go: both there, or neither.
      const {
        user,
        link: invitation,
        albumId,
      } = await db.transaction(async (tx) => {
        const opened = await openInvitedAccount(tx, { ...request.body, email: enquiry.email }, now, siteUrl);
        await link(opened.user.id, tx);
        const album = enquiry.booked
          ? await insertSessionAlbum(tx, opened.user.id, { ...enquiry, ...request.body }, { siteUrl, now })
          : null;
        return { ...opened, albumId: album };
      });
      await sendInvitation({ db, mailer }, request.log, user, invitation, now);
      request.log.info(
        { event: 'invitation_sent', enquiryId: id, userId: user.id, albumId, by: sessionOf(request).user.id },
        'client invité depuis une demande',
      );
      return reply.code(201).send({
        message: [`Invitation envoyée à ${user.email}.`, albumId ? enquiryMessages.sessionAlbumCreated : '']
          .join(' ')
          .trim(),
        data: { clientId: user.id, created: true, albumId },
      });
    },
  );
};
