import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_STAMP,
  type EnquiryPayload,
  enquiryMessages,
  enquiryPayloadSchema,
  OTHER_FORMULA,
} from '@lapm/contracts';
import type { Database } from '../../db/database';
import { enquiries } from '../../db/schema';
import type { ApiApp, ApiContext } from '../context';
import { HttpError } from '../errors';
import { formulaNamesEverPublished, publishedFormulaKeys } from '../site-content/formulas';
import { studioContact } from '../site-content/studio-contact';
import { studioEnquiryEmail, visitorEnquiryEmail } from './emails';

/** The public side: an enquiry sent by anyone, past the trap and the minimum fill time. */

type Sent = Omit<EnquiryPayload, typeof ENQUIRY_HONEYPOT | typeof ENQUIRY_STAMP>;

/** A stamp for a form drawn by the app (a page the server did not render carries its own). */
export function stampRoute(app: ApiApp, { formStamps }: ApiContext) {
  app.get('/enquiries/stamp', { config: { access: 'public' } }, async () => ({
    stamp: await formStamps.issue(),
  }));
}

async function storeEnquiry(db: Database, enquiry: Sent, consentAt: Date): Promise<number> {
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
      consentAt,
    })
    .returning({ id: enquiries.id });
  if (!stored) throw new Error('enquiry not stored');
  return stored.id;
}

export function receiveRoute(app: ApiApp, { db, limits, mailer, clock, formStamps }: ApiContext) {
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
      // The schema checks the shape; only the server knows which formulas she publishes now.
      if (enquiry.formula !== OTHER_FORMULA && !(await publishedFormulaKeys(db)).has(enquiry.formula)) {
        const message = enquiryMessages.formulaInvalid;
        throw new HttpError(400, message, {}, [{ path: ['formula'], message }]);
      }
      const id = await storeEnquiry(db, enquiry, clock());
      const formulaName = (await formulaNamesEverPublished(db))[enquiry.formula] ?? null;
      mailer.queue(studioEnquiryEmail({ id, ...enquiry, formulaName }), request.log, 'enquiry_studio_email');
      mailer.queue(
        visitorEnquiryEmail(enquiry.email, await studioContact(db)),
        request.log,
        'enquiry_visitor_email',
      );
      request.log.info({ event: 'enquiry_received', enquiryId: id }, 'demande reçue');
      return reply.code(201).send({ message: enquiryMessages.sent });
    },
  );
}
