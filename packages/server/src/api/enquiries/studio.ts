import {
  enquiryMessages,
  enquiryReplyPayloadSchema,
  enquiryStatusPayloadSchema,
  idParamsSchema,
} from '@lapm/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { publicSiteUrl } from '../../config';
import type { Database } from '../../db/database';
import { enquiries, enquiryReplies } from '../../db/schema';
import type { ApiApp, ApiContext } from '../context';
import { HttpError } from '../errors';
import { formulaNamesEverPublished } from '../site-content/formulas';
import { studioContact } from '../site-content/studio-contact';
import { enquiryReplyEmail } from './emails';
import { asListed, findThread, listed } from './threads';

/** The studio's side: the list, the admin home's count, a thread, its status and her answers. */

export function listRoutes(app: ApiApp, { db }: ApiContext) {
  /** « Demandes »: every enquiry, newest first (the list searches them in the browser). */
  app.get('/enquiries', { config: { access: 'admin' } }, async () => {
    const names = await formulaNamesEverPublished(db);
    const rows = await db.select(listed).from(enquiries).orderBy(desc(enquiries.id));
    return { data: rows.map((row) => asListed(row, names)) };
  });

  /** The admin home's tile: how many she has not dealt with yet. */
  app.get('/enquiries/summary', { config: { access: 'admin' } }, async () => {
    const [row] = await db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'nouvelle'));
    return { newCount: row?.n ?? 0 };
  });
}

export function threadRoutes(app: ApiApp, { db }: ApiContext) {
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
      return { data: asListed(row, await formulaNamesEverPublished(db)) };
    },
  );

  app.get(
    '/enquiries/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => ({ data: await findThread(db, request.params.id) }),
  );
}

/** Her answer kept in the thread, and a new enquiry marked « répondue », both or neither. */
function keepReply(db: Database, id: number, message: string, sentAt: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: enquiries.email, formula: enquiries.formula })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    if (!row) throw new HttpError(404, enquiryMessages.notFound);
    await tx.insert(enquiryReplies).values({ enquiryId: id, message, sentAt });
    await tx
      .update(enquiries)
      .set({ status: 'répondue' })
      .where(and(eq(enquiries.id, id), eq(enquiries.status, 'nouvelle')));
    return row;
  });
}

/** Her answer: e-mailed with her signature, kept in the thread; a new enquiry is then « répondue ». */
export function replyRoute(app: ApiApp, { db, mailer, clock, config }: ApiContext) {
  const siteUrl = publicSiteUrl(config);
  app.post(
    '/enquiries/:id/replies',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: enquiryReplyPayloadSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { message } = request.body;
      const enquiry = await keepReply(db, id, message, clock());
      const formulaName = (await formulaNamesEverPublished(db))[enquiry.formula] ?? null;
      mailer.queue(
        enquiryReplyEmail({ ...enquiry, formulaName }, message, siteUrl, await studioContact(db)),
        request.log,
        'enquiry_reply_email',
      );
      request.log.info({ event: 'enquiry_replied', enquiryId: id }, 'réponse envoyée');
      return reply
        .code(201)
        .send({ message: `Réponse envoyée à ${enquiry.email}.`, data: await findThread(db, id) });
    },
  );
}
