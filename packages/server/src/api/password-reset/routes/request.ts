import { paths, RESET_TOKEN_PARAM, resetRequestPayloadSchema } from '@lapm/contracts';
import { publicSiteUrl } from '../../../config';
import { passwordResetTokens } from '../../../db/schema';
import { hashToken, newLinkToken } from '../../auth/tokens';
import type { ApiApp, ApiContext } from '../../context';
import { findUserByEmail } from '../../users/users';
import { resetEmail } from '../email';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** « Mot de passe oublié » : a link to the address, if an account has it. */
export function requestRoute(app: ApiApp, { config, db, limits, mailer, clock }: ApiContext) {
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
}
