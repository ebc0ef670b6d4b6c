import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { newLinkToken } from '../auth/tokens';
import { createUser } from '../users/users';
import { invitationEmail } from './email';
import { albumsToAnnounce, issueInvitation } from './repository';

/**
 * A new client account with a password nobody knows (the hash of a random secret thrown away at
 * once), so that a login to it fails as any wrong password does, at the same cost; the client
 * chooses theirs through the invitation link. Used by the users screens and by « Demandes ».
 */
export async function openInvitedAccount(
  tx: Database,
  client: { firstname: string; lastname: string; email: string },
  now: Date,
  siteUrl: string,
) {
  const user = await createUser(tx, { ...client, password: newLinkToken(), role: 'user' });
  const link = await issueInvitation(tx, user.id, now, siteUrl);
  return { user, link };
}

/** Queues the invitation e-mail, which announces the albums already waiting for the client. */
export async function sendInvitation(
  { db, mailer }: { db: Database; mailer: Mailer },
  log: Parameters<Mailer['queue']>[1],
  user: { id: number; email: string; firstname: string },
  link: string,
  now: Date,
) {
  const announced = await albumsToAnnounce(db, user.id, now);
  mailer.queue(invitationEmail(user, link, announced), log, 'invitation_email');
}
