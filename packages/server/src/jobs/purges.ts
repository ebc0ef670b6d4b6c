import fp from 'fastify-plugin';
import type { Clock } from '../api/albums/mail-queue';
import type { SessionStore } from '../api/auth/sessions';
import { purgeEmailConfirmations } from '../api/email-confirmation/confirmations';
import { purgeUsedInvitations } from '../api/invitations/repository';
import { purgeResetTokens } from '../api/password-reset/repository';
import type { RateLimitStore } from '../api/rate-limit-store';
import type { Database } from '../db/database';

const HOUR = 60 * 60 * 1000;
/** Expired anti-abuse counters are deleted this often: their table stays small under a flood. */
const RATE_LIMIT_PURGE_MS = 5 * 60 * 1000;

interface Options {
  db: Database;
  sessions: SessionStore;
  rateLimitStore: RateLimitStore;
  clock: Clock;
}

/** Deletes expired sessions, links and anti-abuse counters, from the moment the app is ready until it closes. */
export const purgesJob = fp<Options>(
  async (app, { db, sessions, rateLimitStore, clock }) => {
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      timers.push(
        setInterval(() => {
          Promise.all([
            sessions.purge(),
            purgeResetTokens(db),
            purgeEmailConfirmations(db),
            purgeUsedInvitations(db),
          ]).catch((error: unknown) =>
            app.log.error({ err: error }, 'échec du nettoyage des sessions expirées'),
          );
        }, HOUR).unref(),
        setInterval(() => {
          rateLimitStore
            .purge(clock().getTime())
            .catch((error: unknown) =>
              app.log.error({ err: error }, 'échec du nettoyage des compteurs anti-abus expirés'),
            );
        }, RATE_LIMIT_PURGE_MS).unref(),
      );
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'purges' },
);
