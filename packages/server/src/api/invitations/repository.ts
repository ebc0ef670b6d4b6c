import { INVITATION_DAYS, paths, RESET_TOKEN_PARAM, studioDay } from '@lapm/contracts';
import { and, eq, gte, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { albums, invitations, users } from '../../db/schema';
import { hashToken, newLinkToken } from '../auth/tokens';

export const INVITATION_TTL_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** Whether the client has not chosen a password yet: an unused invitation of theirs is left. */
export async function awaitsInvitation(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the account's address was never proved: registered by whoever typed it, never confirmed,
 * and not waiting for an invitation (an invited account has a password nobody knows until its link
 * is used, and using it proves the address).
 */
export async function isUnproved(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.emailConfirmedAt),
        notExists(
          db
            .select({ id: invitations.id })
            .from(invitations)
            .where(and(eq(invitations.userId, users.id), isNull(invitations.usedAt))),
        ),
      ),
    );
  return row !== undefined;
}

/**
 * The invitation state of each user, for the admin's list: 'pending' while an unused link is
 * still valid at `now`, 'expired' once it is not, null for an account whose holder chose a password.
 */
export const invitationState = (now: Date) =>
  // Spelt out: inside a subquery, an unqualified "id" would be the invitation's.
  sql<'pending' | 'expired' | null>`(
    select case when i.expires_at > ${now.toISOString()}::timestamptz then 'pending' else 'expired' end
    from invitations i
    where i.user_id = "users"."id" and i.used_at is null
    order by i.expires_at desc
    limit 1)`;

/**
 * A new link for the user, replacing any unused one: only the last link e-mailed works. Returns
 * the address of the page it opens.
 */
export async function issueInvitation(tx: Database, userId: number, now: Date, siteUrl: string) {
  const token = newLinkToken();
  await tx.delete(invitations).where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
  await tx.insert(invitations).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  return `${siteUrl}${paths.invitation}?${RESET_TOKEN_PARAM}=${token}`;
}

/** The albums the invitation announces: those the client will see on arrival. */
export function albumsToAnnounce(db: Database, userId: number, now: Date) {
  return db
    .select({ date: albums.date, availableUntil: albums.availableUntil })
    .from(albums)
    .where(
      and(
        eq(albums.userId, userId),
        or(isNull(albums.availableUntil), gte(albums.availableUntil, sql`${studioDay(now)}::date`)),
      ),
    )
    .orderBy(albums.id);
}

/** A password chosen another way (a reset) ends the invitation: its link no longer works. */
export async function endInvitations(tx: Database, userId: number) {
  await tx.delete(invitations).where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
}

/**
 * Used links are kept a day for the logs' sake, then deleted. Unused ones stay, expired or not:
 * they are what says that an account still waits for its client (« Lien expiré »).
 */
export async function purgeUsedInvitations(db: Database) {
  await db.delete(invitations).where(lt(invitations.usedAt, sql`now() - interval '1 day'`));
}
