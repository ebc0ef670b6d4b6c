import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type Config, publicSiteUrl } from '../../config';
import type { Database } from '../../db/database';
import { emailConfirmations } from '../../db/schema';
import type { Mailer, MailLog } from '../../mail/mailer';
import type { Clock } from '../albums/mail-queue';
import { hashToken, newLinkToken } from '../auth/tokens';
import { type ConfirmationReason, confirmationEmail } from './emails';

/** A day: the e-mail may be read the next morning. Single use, and only its digest is stored. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface ConfirmationContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  clock: Clock;
}

/**
 * Sends a confirmation link for `email` to that address. A newer link replaces the older ones of
 * the account: only the last address asked for can be confirmed.
 */
export async function sendConfirmation(
  { config, db, mailer, clock }: ConfirmationContext,
  log: MailLog,
  user: { id: number },
  email: string,
  reason: ConfirmationReason,
) {
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    await tx
      .update(emailConfirmations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt)));
    await tx.insert(emailConfirmations).values({
      userId: user.id,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock().getTime() + CONFIRMATION_TTL_MS),
    });
  });
  const siteUrl = publicSiteUrl(config);
  const link = `${siteUrl}${paths.confirmEmail}?${RESET_TOKEN_PARAM}=${token}`;
  mailer.queue(confirmationEmail(email, link, reason), log, `email_confirmation_${reason}`);
}

/**
 * The accounts holding a link to `email` that still works, whatever its case: while one is
 * pending, the address gets no other (see PUT /user/me).
 */
export async function pendingConfirmationHolders(db: Database, email: string, now: Date): Promise<number[]> {
  const rows = await db
    .select({ userId: emailConfirmations.userId })
    .from(emailConfirmations)
    .where(
      and(
        sql`lower(${emailConfirmations.email}) = lower(${email})`,
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The conditions under which a link still confirms its address. */
export const usableConfirmation = (token: string, now: Date) =>
  and(
    eq(emailConfirmations.tokenHash, hashToken(token)),
    isNull(emailConfirmations.usedAt),
    gt(emailConfirmations.expiresAt, now),
  );

/** Used or expired links are kept a day for the logs' sake, then deleted. */
export async function purgeEmailConfirmations(db: Database) {
  const dayAgo = sql`now() - interval '1 day'`;
  await db
    .delete(emailConfirmations)
    .where(or(lt(emailConfirmations.expiresAt, dayAgo), lt(emailConfirmations.usedAt, dayAgo)));
}
