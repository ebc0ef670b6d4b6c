import { idParamsSchema } from '@lapm/contracts';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { findUserById, userNotFoundError } from '../users';

export function readRoute(app: ApiApp, { db }: ApiContext) {
  app.get(
    '/user/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw userNotFoundError();
      return { data: user };
    },
  );
}

/** What the profile form starts from: the session's display copy does not carry every preference. */
export function readMeRoute(app: ApiApp, { db }: ApiContext) {
  app.get('/user/me', async (request) => {
    const user = await findUserById(db, sessionOf(request).user.id);
    if (!user) throw userNotFoundError();
    return { data: user };
  });
}
