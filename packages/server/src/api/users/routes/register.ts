import { registerPayloadSchema } from '@lapm/contracts';
import { assertUncommonPassword } from '../../auth/passwords';
import type { ApiApp, ApiContext } from '../../context';
import { sendConfirmation } from '../../email-confirmation/confirmations';
import { createUser } from '../users';

/**
 * Registration always creates a client: the role is not part of the payload, and extra fields
 * (a "role": "admin" among them) are dropped by the schema.
 */
export function registerRoute(app: ApiApp, { config, db, limits, mailer, clock }: ApiContext) {
  app.post(
    '/user/register',
    { config: { access: 'public' }, schema: { body: registerPayloadSchema } },
    async (request, reply) => {
      // A refused password is invalid input: it does not spend the address's registrations.
      assertUncommonPassword(request.body.password);
      await limits.registrationsByIp(request);
      const { adress, ...fields } = request.body;
      const user = await createUser(db, { ...fields, address: adress, role: 'user' });
      request.log.info({ event: 'register', userId: user.id }, 'compte créé');
      // The account works at once (the spec's flow); it stays « non confirmé » until the link is used.
      await sendConfirmation({ config, db, mailer, clock }, request.log, user, user.email, 'register');
      return reply
        .code(201)
        .send({ message: 'Votre compte a été créé. Vous pouvez maintenant vous connecter.' });
    },
  );
}
