import { emailConfirmPayloadSchema } from '@lapm/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailConfirmations } from '../../db/schema';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { updateUser } from '../users/users';
import { usableConfirmation } from './confirmations';

const invalidLinkError = () =>
  new HttpError(
    400,
    'Ce lien de confirmation est invalide, a déjà servi ou a expiré. Connectez-vous puis demandez-en un nouveau en enregistrant votre adresse dans « Mes informations ».',
  );

export const emailConfirmationRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { db, limits, clock },
) => {
  // Public: the link may be opened on another device than the one logged in.
  app.post(
    '/email/confirm',
    { config: { access: 'public' }, schema: { body: emailConfirmPayloadSchema } },
    async (request) => {
      await limits.linkConfirmsByIp(request);
      const confirmed = await db.transaction(async (tx) => {
        // Marking the link used is the check: of two concurrent uses, one updates the row.
        const [used] = await tx
          .update(emailConfirmations)
          .set({ usedAt: sql`now()` })
          .where(usableConfirmation(request.body.token, clock()))
          .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
        if (!used) return null;
        // A change takes effect here; on registration the address is already the account's.
        await updateUser(tx, used.userId, { email: used.email, emailConfirmedAt: sql`now()` });
        return used.userId;
      });
      if (confirmed === null) throw invalidLinkError();
      request.log.info({ event: 'email_confirmed', userId: confirmed }, 'adresse email confirmée');
      return { message: 'Votre adresse email est confirmée. Merci !' };
    },
  );
};
