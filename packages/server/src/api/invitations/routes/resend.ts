import { invitationResendPayloadSchema } from '@lapm/contracts';
import { sessionOf } from '../../auth/guard';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { findUserById, userNotFoundError } from '../../users/users';
import { awaitsInvitation, issueInvitation } from '../repository';
import type { InvitationRouteContext } from './context';

/** A new link for a client who has not chosen a password yet. */
export function resendRoute(app: ApiApp, { db, limits, clock, siteUrl, invite }: InvitationRouteContext) {
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
}
