import { ENQUIRY_HONEYPOT, ENQUIRY_STAMP, enquiryMessages, enquiryPayloadSchema } from '@lapm/contracts';
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
};
