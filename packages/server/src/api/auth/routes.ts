import { loginPayloadSchema } from '@lapm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { findUserByEmail } from '../users/users';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from './cookie';
import { verifyPassword } from './passwords';
import { tokenResponse } from './sessions';

export const authRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { config, db, sessions, limits },
) => {
  app.post(
    '/login',
    { config: { access: 'public' }, schema: { body: loginPayloadSchema } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limits.login.attempt(request, email);
      const found = await findUserByEmail(db, email);
      // Same answer and same work (one argon2 check) whether the account exists or not.
      const valid = await verifyPassword(found?.passwordHash, password);
      if (!found || !valid) {
        request.log.info({ event: 'login_failed' }, 'échec de connexion');
        throw new HttpError(401, 'Email ou mot de passe incorrect.');
      }
      await limits.login.succeeded(request, email);
      const { passwordHash: _, ...user } = found;
      const { cookieToken, displayToken, expiresAt } = await sessions.open(db, user);
      setSessionCookie(config, reply, cookieToken, expiresAt);
      request.log.info({ event: 'login', userId: user.id }, 'connexion');
      return tokenResponse(displayToken);
    },
  );

  // Always succeeds, so that the browser can call it whatever state its token is in.
  app.post('/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = sessionCookieOf(request);
    const sessionId = token ? await sessions.sessionIdOf(token) : null;
    if (sessionId) await sessions.revoke(sessionId);
    clearSessionCookie(config, reply);
    return { message: 'Vous êtes déconnecté.' };
  });
};
