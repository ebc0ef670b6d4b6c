import { userUpdatePayloadSchema } from '@lapm/contracts';
import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { addressValue, updateUser } from '../users';

/** The admin edits names, address and email; roles change only through the admin CLI. */
export function updateRoute(app: ApiApp, { db }: ApiContext) {
  app.put(
    '/user',
    { config: { access: 'admin' }, schema: { body: userUpdatePayloadSchema } },
    async (request) => {
      const { id, address, ...fields } = request.body;
      const user = await updateUser(db, id, {
        ...fields,
        address: addressValue(address),
        // An address the admin types in is not proven to be the client's: unconfirmed until then.
        emailConfirmedAt: sql`case when lower(${users.email}) = lower(${fields.email}) then ${users.emailConfirmedAt} end`,
      });
      request.log.info(
        { event: 'user_updated', userId: id, by: sessionOf(request).user.id },
        'utilisateur modifié',
      );
      return { data: user };
    },
  );
}
