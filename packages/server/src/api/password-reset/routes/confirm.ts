import { resetConfirmPayloadSchema } from '@lapm/contracts';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../../db/schema';
import { assertUncommonPassword, hashPassword } from '../../auth/passwords';
import { hashToken } from '../../auth/tokens';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { endInvitations } from '../../invitations/repository';

const invalidLinkError = () =>
  new HttpError(
    400,
    'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré. Veuillez relancer une demande.',
  );

/**
 * Spends the link and sets the new password, in one transaction; null when the link was spent
 * meanwhile. Marking the token used is the check: of two concurrent uses, one updates the row, the other none.
 */
function resetWithLink(
  { db, sessions }: ApiContext,
  usable: SQL | undefined,
  passwordHash: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
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
}

/** The new password, chosen through the e-mailed link. */
export function confirmRoute(app: ApiApp, context: ApiContext) {
  const { db, limits, clock } = context;
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
      const userId = await resetWithLink(context, usable, passwordHash);
      if (userId === null) throw invalidLinkError();
      request.log.info({ event: 'password_reset', userId }, 'mot de passe réinitialisé');
      // No automatic login: the visitor signs in with the new password.
      return { message: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.' };
    },
  );
}
