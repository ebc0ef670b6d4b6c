import {
  type EnquiryClientPayload,
  enquiryClientPayloadSchema,
  enquiryMessages,
  idParamsSchema,
} from '@lapm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { publicSiteUrl } from '../../config';
import type { Database } from '../../db/database';
import { enquiries } from '../../db/schema';
import { sessionOf } from '../auth/guard';
import type { ApiApp, ApiContext } from '../context';
import { HttpError } from '../errors';
import { openInvitedAccount, sendInvitation } from '../invitations/invite';
import { findUserByEmail } from '../users/users';
import { insertSessionAlbum } from './session-album';
import { confirmedBookingAt } from './threads';

/**
 * The enquiry becomes a client: the account at its address if there is one (never a second one),
 * otherwise a new account with the users screen's invitation, under the names she checked. The two
 * ways are two steps: linking an account is instant, inviting counts against her limit and mails.
 */

/** What the client step needs of the enquiry, or a 404. */
async function enquiryToClient(db: Database, id: number) {
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
  return enquiry;
}

type EnquiryToClient = Awaited<ReturnType<typeof enquiryToClient>>;

const linkTo = (from: Database, id: number, userId: number) =>
  from.update(enquiries).set({ userId }).where(eq(enquiries.id, id));

/**
 * A new account invited for the enquiry. A booked session's album comes with the account, in one
 * go: both there, or neither.
 */
async function inviteClient(
  { db, mailer, clock, limits, config }: ApiContext,
  request: FastifyRequest,
  id: number,
  enquiry: EnquiryToClient,
  names: EnquiryClientPayload,
) {
  const siteUrl = publicSiteUrl(config);
  await limits.invitationsByAdmin(request);
  const now = clock();
  const {
    user,
    link: invitation,
    albumId,
  } = await db.transaction(async (tx) => {
    const opened = await openInvitedAccount(tx, { ...names, email: enquiry.email }, now, siteUrl);
    await linkTo(tx, id, opened.user.id);
    const album = enquiry.booked
      ? await insertSessionAlbum(tx, opened.user.id, { ...enquiry, ...names }, { siteUrl, now })
      : null;
    return { ...opened, albumId: album };
  });
  await sendInvitation({ db, mailer }, request.log, user, invitation, now);
  request.log.info(
    { event: 'invitation_sent', enquiryId: id, userId: user.id, albumId, by: sessionOf(request).user.id },
    'client invité depuis une demande',
  );
  return { user, albumId };
}

export function clientRoute(app: ApiApp, context: ApiContext) {
  const { db } = context;
  app.post(
    '/enquiries/:id/client',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: enquiryClientPayloadSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const enquiry = await enquiryToClient(db, id);
      const known = await findUserByEmail(db, enquiry.email);
      if (known) {
        if (known.role !== 'user') throw new HttpError(409, enquiryMessages.adminAddress);
        await linkTo(db, id, known.id);
        request.log.info(
          { event: 'enquiry_client_linked', enquiryId: id, userId: known.id },
          'demande rattachée',
        );
        return {
          message: enquiryMessages.clientKnown,
          data: { clientId: known.id, created: false, albumId: null },
        };
      }
      const { user, albumId } = await inviteClient(context, request, id, enquiry, request.body);
      return reply.code(201).send({
        message: [`Invitation envoyée à ${user.email}.`, albumId ? enquiryMessages.sessionAlbumCreated : '']
          .join(' ')
          .trim(),
        data: { clientId: user.id, created: true, albumId },
      });
    },
  );
}
