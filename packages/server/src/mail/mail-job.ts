import type { FastifyBaseLogger } from 'fastify';
import type { AlbumMailKind } from '../api/albums/emails';
import type { JobDefinition } from '../jobs/engine';
import type { Mailer, MailMessage } from './mailer';

/** The one queue of every e-mail the site sends. */
export const MAIL_QUEUE = 'mail';

/**
 * One e-mail. Written when queued (`message`: its link exists only then), or written when sent
 * from the rows as they are then (`album`: an opt-out or an expiry meanwhile stops it).
 */
export type MailJobData =
  | { event: string; message: MailMessage }
  | { album: { albumId: number; kind: AlbumMailJobKind } };

/** The owner's e-mails about an album, and the studio's warning before its photos are removed. */
export type AlbumMailJobKind = AlbumMailKind | 'removal_warning';

/** A message written at sending time; null: nothing to send any more (logged as skipped). */
export type ComposeAlbumMail = (
  albumId: number,
  kind: AlbumMailJobKind,
) => Promise<{ message: MailMessage; event: string } | null>;

const HOUR_SECONDS = 60 * 60;
/** With the delays doubling up to an hour, about a day of attempts before the mail is failed for good. */
const RETRY_LIMIT = 30;

interface Options {
  mailer: Mailer;
  log: FastifyBaseLogger;
  composeAlbumMail: ComposeAlbumMail;
  /** The first retry delay, doubled at each try up to an hour. */
  retryDelayMs: number;
}

/**
 * Sends one queued e-mail. A refusal of the mail server throws: pg-boss tries again later with a
 * doubling delay, then keeps it failed for the admin's list. Logs carry ids and kinds only.
 */
export function mailJob({
  mailer,
  log,
  composeAlbumMail,
  retryDelayMs,
}: Options): JobDefinition<MailJobData> {
  const retryDelay = Math.max(1, Math.round(retryDelayMs / 1000));
  return {
    queue: MAIL_QUEUE,
    options: {
      retryLimit: RETRY_LIMIT,
      retryDelay,
      retryBackoff: true,
      retryDelayMax: HOUR_SECONDS,
      expireInSeconds: 5 * 60,
      // A sent message's links (a password reset, an invitation) do not stay in the job table.
      deleteAfterSeconds: HOUR_SECONDS,
    },
    // A retry comes due without a NOTIFY: an idle worker looks for one at the pace of the first delay.
    work: { pollingIntervalSeconds: retryDelay, notifyPollingIntervalSeconds: retryDelay },
    // The admin's list shows which e-mail failed, never its recipient nor its links.
    listed: (data) => ('album' in data ? { album: data.album } : { event: data.event }),
    async handle({ id, data, retryCount }) {
      const details = { jobId: id, attempt: retryCount + 1 };
      if ('message' in data) return mailer.send(data.message, log, data.event);
      const { albumId, kind } = data.album;
      const composed = await composeAlbumMail(albumId, kind);
      if (!composed) {
        log.info({ event: 'album_mail_skipped', albumId, kind, ...details }, 'e-mail d’album sans objet');
        return;
      }
      await mailer.send(composed.message, log, composed.event);
      log.info({ event: 'album_mail_sent', albumId, kind, ...details }, 'e-mail d’album envoyé');
    },
  };
}
