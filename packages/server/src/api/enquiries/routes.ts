import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_STAMP,
  type Enquiry,
  enquiryMessages,
  enquiryPayloadSchema,
  enquiryStatusPayloadSchema,
  idParamsSchema,
} from '@lapm/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiries } from '../../db/schema';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { studioEnquiryEmail, visitorEnquiryEmail } from './emails';

/** The enquiries of the public form: sent by anyone, read by the studio alone. */
export const enquiryRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { db, limits, mailer, clock, formStamps },
) => {
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
      mailer.queue(visitorEnquiryEmail(enquiry.email), request.log, 'enquiry_visitor_email');
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
};
