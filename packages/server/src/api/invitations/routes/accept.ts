import { invitationAcceptPayloadSchema } from '@lapm/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { invitations } from '../../../db/schema';
import { setSessionCookie } from '../../auth/cookie';
import { assertUncommonPassword, hashPassword } from '../../auth/passwords';
import { tokenResponse } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { endPendingLinks, updateUser } from '../../users/users';
import { endInvitations } from '../repository';
import type { InvitationRouteContext } from './context';

export const invalidInvitationMessage =
  'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.';

/** The client chooses a password through the e-mailed link, and is signed in. */
export function acceptRoute(app: ApiApp, { config, db, sessions, limits, clock }: InvitationRouteContext) {
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
}
