import {
  paths,
  RESET_TOKEN_PARAM,
  resetConfirmPayloadSchema,
  resetRequestPayloadSchema,
} from '@lapm/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteUrl } from '../../config';
import { passwordResetTokens, users } from '../../db/schema';
import { assertUncommonPassword, hashPassword } from '../auth/passwords';
import { hashToken, newLinkToken } from '../auth/tokens';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { endInvitations } from '../invitations/repository';
import { findUserByEmail } from '../users/users';
import { resetEmail } from './email';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const invalidLinkError = () =>
  new HttpError(
    400,
    'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré. Veuillez relancer une demande.',
  );

export const passwordResetRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { config, db, sessions, limits, mailer, clock },
) => {
  const siteUrl = publicSiteUrl(config);

  app.post(
    '/reset-password',
    { config: { access: 'public' }, schema: { body: resetRequestPayloadSchema } },
    async (request) => {
      await limits.resetRequestsByIp(request);
      await limits.resetRequestsByAccount(request);
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        const token = newLinkToken();
        await db.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(clock().getTime() + RESET_TOKEN_TTL_MS),
        });
        const link = `${siteUrl}${paths.resetPasswordConfirm}?${RESET_TOKEN_PARAM}=${token}`;
        mailer.queue(
          resetEmail({ ...user, confirmed: user.email_confirmed === true }, link),
          request.log,
          'reset_email',
        );
      }
      // The same answer whether or not the account exists: nobody learns who has one.
      return {
        message:
          'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé.',
      };
    },
  );

  app.post(
    '/reset-password/confirm',
    { config: { access: 'public' }, schema: { body: resetConfirmPayloadSchema } },
    async (request) => {
      await limits.resetConfirmsByIp(request);
      await limits.resetConfirmsByToken(request);
      const tokenHash = hashToken(request.body.token);
      const usable = and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, clock()),
      );
      // A bogus or spent link is refused before any hashing: refusing must cost nothing.
      const [known] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(usable);
      if (!known) throw invalidLinkError();
      // Checked before the token is spent: the visitor can try another password with the same link.
      assertUncommonPassword(request.body.password);
      const passwordHash = await hashPassword(request.body.password);
      const userId = await db.transaction(async (tx) => {
        // Marking the token used is the check: of two concurrent uses, one updates the row, the other none.
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(usable)
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return null;
        // The link reached the account's address: that proves the address too.
        await tx
          .update(users)
          .set({
            passwordHash,
            updatedAt: sql`now()`,
            emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          })
          .where(eq(users.id, used.userId));
        await sessions.revokeAllOf(tx, used.userId);
        // An invited client who chose a password this way no longer awaits the invitation.
        await endInvitations(tx, used.userId);
        // Older links of the same account die with the old password.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
        return used.userId;
      });
      if (userId === null) throw invalidLinkError();
      request.log.info({ event: 'password_reset', userId }, 'mot de passe réinitialisé');
      // No automatic login: the visitor signs in with the new password.
      return { message: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.' };
    },
  );
};
