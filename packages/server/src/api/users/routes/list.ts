import { eq, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { ApiApp, ApiContext } from '../../context';
import { invitationState } from '../../invitations/repository';
import { userColumns } from '../users';

/** Users as the spec lists them; an invited client who has not answered yet says so. */
async function listUsers({ db, clock }: ApiContext, where?: SQL) {
  const rows = await db
    .select({ ...userColumns, invitation: invitationState(clock()) })
    .from(users)
    .where(where)
    .orderBy(users.id);
  return rows.map(({ invitation, ...user }) => (invitation ? { ...user, invitation } : user));
}

export function listRoute(app: ApiApp, context: ApiContext) {
  app.get('/user', { config: { access: 'admin' } }, async () => ({ data: await listUsers(context) }));
}

/** The album owner picker's choices: clients only, an admin owns no album. */
export function clientsRoute(app: ApiApp, context: ApiContext) {
  app.get('/user/clients', { config: { access: 'admin' } }, async () => ({
    data: await listUsers(context, eq(users.role, 'user')),
  }));
}
