import { lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetTokens } from '../../db/schema';

/** Used or expired tokens are kept a day for the logs' sake, then deleted. */
export async function purgeResetTokens(db: Database) {
  const dayAgo = sql`now() - interval '1 day'`;
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, dayAgo), lt(passwordResetTokens.usedAt, dayAgo)));
}
