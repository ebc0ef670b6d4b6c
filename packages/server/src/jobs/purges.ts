import type { Clock } from '../api/albums/mail-queue';
import type { SessionStore } from '../api/auth/sessions';
import { purgeEmailConfirmations } from '../api/email-confirmation/confirmations';
import { purgeUsedInvitations } from '../api/invitations/repository';
import { purgeResetTokens } from '../api/password-reset/repository';
import type { RateLimitStore } from '../api/rate-limit-store';
import type { Database } from '../db/database';
import type { JobDefinition } from './engine';

interface Options {
  db: Database;
  sessions: SessionStore;
  rateLimitStore: RateLimitStore;
  clock: Clock;
}

/** Deletes expired sessions and links, hourly, on one instance of all. */
export const expiredLinksJob = ({ db, sessions }: Options): JobDefinition => ({
  queue: 'purge-expired-links',
  cron: '0 * * * *',
  options: { policy: 'exclusive', retryLimit: 0 },
  async handle() {
    await Promise.all([
      sessions.purge(),
      purgeResetTokens(db),
      purgeEmailConfirmations(db),
      purgeUsedInvitations(db),
    ]);
  },
});

/** Deletes expired anti-abuse counters every five minutes: their table stays small under a flood. */
export const expiredCountersJob = ({ rateLimitStore, clock }: Options): JobDefinition => ({
  queue: 'purge-rate-limits',
  cron: '*/5 * * * *',
  options: { policy: 'exclusive', retryLimit: 0 },
  async handle() {
    await rateLimitStore.purge(clock().getTime());
  },
});
