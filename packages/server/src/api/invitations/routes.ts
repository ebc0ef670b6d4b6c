import {
  invitationAcceptPayloadSchema,
  invitationPayloadSchemaOn,
  invitationResendPayloadSchema,
  studioDay,
} from '@lapm/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteUrl } from '../../config';
import { albums, invitations } from '../../db/schema';
import { reminderOfNewAlbum } from '../albums/mail-queue';
import { newAlbumValues, withReservedId } from '../albums/repository';
import { setSessionCookie } from '../auth/cookie';
import { sessionOf } from '../auth/guard';
import { assertUncommonPassword, hashPassword } from '../auth/passwords';
import { tokenResponse } from '../auth/sessions';
import { hashToken, newLinkToken } from '../auth/tokens';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import {
  endPendingLinks,
  findUserByEmail,
  findUserById,
  updateUser,
  userNotFoundError,
} from '../users/users';
import { openInvitedAccount, sendInvitation } from './invite';
import { awaitsInvitation, endInvitations, issueInvitation, isUnproved } from './repository';

export const invalidInvitationMessage =
  'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.';

/**
 * Accounts the studio opens for its clients. The account exists at once, with a password nobody
 * knows (the hash of a random secret thrown away at once), so that a login to it fails as any wrong
 * password does, at the same cost; the client chooses theirs through the e-mailed link.
 */
export const invitationRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { config, db, sessions, limits, mailer, clock },
) => {
  const siteUrl = publicSiteUrl(config);
  const invite = (
    log: Parameters<typeof mailer.queue>[1],
    user: { id: number; email: string; firstname: string },
    link: string,
  ) => sendInvitation({ db, mailer }, log, user, link, clock());

  /**
   * Whoever registered the address is out at once: a password nobody knows, every session closed,
   * every link ended. So an album given with the invitation is seen only by whoever opens the
   * e-mailed link; the names become the studio's.
   */
  const reopenForInvitation = async (
    tx: typeof db,
    id: number,
    { firstname, lastname }: { firstname: string; lastname: string },
  ) => {
    const passwordHash = await hashPassword(newLinkToken());
    const user = await updateUser(tx, id, { firstname, lastname, passwordHash });
    await sessions.revokeAllOf(tx, id);
    await endPendingLinks(tx, id);
    return user;
  };

  app.post(
    '/invitation',
    {
      config: { access: 'admin' },
      schema: { body: invitationPayloadSchemaOn(() => studioDay(clock())) },
    },
    async (request, reply) => {
      await limits.invitationsByAdmin(request);
      const { album, ...client } = request.body;
      const existing = await findUserByEmail(db, client.email);
      // An address registered by someone who never proved it is the studio's to give: the invitation
      // decides who gets the account.
      const unproved = existing?.role === 'user' && (await isUnproved(db, existing.id));
      if (existing && !unproved) {
        throw new HttpError(
          409,
          existing.role === 'user'
            ? 'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.'
            : 'Un compte existe déjà avec cet email.',
        );
      }
      const now = clock();
      const { user, albumId, link } = await db.transaction(async (tx) => {
        const { user, link } = existing
          ? await reopenForInvitation(tx, existing.id, client).then(async (user) => ({
              user,
              link: await issueInvitation(tx, user.id, now, siteUrl),
            }))
          : await openInvitedAccount(tx, client, now, siteUrl);
        if (!album) return { user, albumId: null, link };
        // No « published » e-mail: the invitation announces the album (see docs/decisions).
        const { title, welcome, kind, reserved_id } = album;
        const [row] = await withReservedId(async () =>
          tx
            .insert(albums)
            .values({
              ...(await newAlbumValues(tx, { title, welcome, kind, reserved_id })),
              userId: user.id,
              lien: album.lien,
              accessCode: album.access_code,
              date: album.date,
              availableUntil: album.available_until,
              reminderQueuedAt: reminderOfNewAlbum(album.available_until, now),
            })
            .returning({ id: albums.id }),
        );
        if (!row) throw new Error('insert returned no row');
        return { user, albumId: row.id, link };
      });
      await invite(request.log, user, link);
      request.log.info(
        { event: 'invitation_sent', userId: user.id, albumId, unproved, by: sessionOf(request).user.id },
        'client invité',
      );
      return reply.code(201).send({
        message: unproved
          ? `Invitation envoyée à ${user.email}. Le compte inscrit à cette adresse sans l’avoir jamais confirmée ne s’ouvrira plus qu’avec ce lien.`
          : `Invitation envoyée à ${user.email}.`,
        data: { user: { ...user, invitation: 'pending' as const }, album_id: albumId },
      });
    },
  );

  app.post(
    '/invitation/resend',
    { config: { access: 'admin' }, schema: { body: invitationResendPayloadSchema } },
    async (request) => {
      const user = await findUserById(db, request.body.id);
      if (!user) throw userNotFoundError();
      if (!(await awaitsInvitation(db, user.id))) {
        throw new HttpError(
          409,
          'Ce client a déjà choisi son mot de passe : il se connecte avec son adresse email.',
        );
      }
      await limits.invitationsByAdmin(request);
      const link = await db.transaction((tx) => issueInvitation(tx, user.id, clock(), siteUrl));
      await invite(request.log, user, link);
      request.log.info(
        { event: 'invitation_resent', userId: user.id, by: sessionOf(request).user.id },
        'invitation renvoyée',
      );
      return { message: `Nouvelle invitation envoyée à ${user.email}.` };
    },
  );

  app.post(
    '/invitation/accept',
    { config: { access: 'public' }, schema: { body: invitationAcceptPayloadSchema } },
    async (request, reply) => {
      await limits.invitationAcceptsByIp(request);
      await limits.invitationAcceptsByToken(request);
      const usable = (now: Date) =>
        and(
          eq(invitations.tokenHash, hashToken(request.body.token)),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, now),
        );
      // A bogus, spent or expired link is refused before any hashing: refusing must cost nothing.
      const [known] = await db.select({ id: invitations.id }).from(invitations).where(usable(clock()));
      if (!known) throw new HttpError(400, invalidInvitationMessage);
      // Checked before the link is spent: the client can try another password with the same link.
      assertUncommonPassword(request.body.password);
      const passwordHash = await hashPassword(request.body.password);
      const now = clock();
      const accepted = await db.transaction(async (tx) => {
        // Marking the link used is the check: of two concurrent uses, one updates the row.
        const [used] = await tx
          .update(invitations)
          .set({ usedAt: now })
          .where(usable(now))
          .returning({ userId: invitations.userId });
        if (!used) return null;
        // The link reached the address: that proves it too.
        const user = await updateUser(tx, used.userId, { passwordHash, emailConfirmedAt: now });
        await endInvitations(tx, user.id);
        // Whoever held the account before the mailbox was proved (it registered the address) is out.
        await endPendingLinks(tx, user.id);
        await sessions.revokeAllOf(tx, user.id);
        return { user, opened: await sessions.open(tx, user) };
      });
      if (!accepted) throw new HttpError(400, invalidInvitationMessage);
      const { user, opened } = accepted;
      // Signed in at once: the client chose the password a moment ago, from the studio's own e-mail.
      setSessionCookie(config, reply, opened.cookieToken, opened.expiresAt);
      request.log.info({ event: 'invitation_accepted', userId: user.id }, 'invitation acceptée');
      return {
        ...tokenResponse(opened.displayToken),
        message: 'Votre mot de passe est enregistré : bienvenue dans votre espace client.',
      };
    },
  );
};
