import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError } from '../errors';
import type { RateLimits } from '../rate-limits';
import { verifyPassword } from './passwords';

/**
 * A sensitive change asks for the account's own password. Confirming it is a password guess like
 * a login: the same delays, per account and per address, so that a stolen session cannot guess any
 * faster through this door. A wrong one answers 403, not 401: the session is valid, and a 401
 * would log the browser out.
 */
export async function confirmOwnPassword(
  { db, limits }: { db: Database; limits: RateLimits },
  request: FastifyRequest,
  user: { id: number; email: string },
  password: string,
  wrongMessage: string,
) {
  await limits.login.attempt(request, user.email);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.passwordHash, password))) {
    request.log.info(
      { event: 'password_confirmation_failed', userId: user.id },
      'mot de passe actuel refusé',
    );
    throw new HttpError(403, wrongMessage);
  }
  await limits.login.succeeded(request, user.email);
}
