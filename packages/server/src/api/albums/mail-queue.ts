import { REMOVAL_WARNING_DAYS, removalDayOn, studioDay } from '@lapm/contracts';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, publicSiteUrl } from '../../config';
import type { Database } from '../../db/database';
import { albumMailQueue, albumPhotos, albums, users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { removalWarningEmail } from '../galleries/emails';
import { galleryKeys, type PhotoStorage } from '../photos/storage';
import { type AlbumMailKind, albumEmail } from './emails';

/** The time every album rule reads (end of availability, reminders, openings): tests move it. */
export type Clock = () => Date;

/** The reminder goes out this many days before the last day. */
const REMINDER_DAYS = 7;
const HOUR_MS = 60 * 60 * 1000;
/** Longer than an SMTP exchange can take: a row claimed by an instance that died is taken up again after. */
const CLAIM_MS = 5 * 60 * 1000;
/** About a day of attempts with the default interval (backoff doubling up to an hour). */
const MAX_ATTEMPTS = 30;
const BATCH = 20;

/**
 * The reminder column of a new album: already "queued" when its end falls within the reminder
 * window, since the publication e-mail, sent at once, states that end.
 */
export const reminderOfNewAlbum = (availableUntil: string | null | undefined, now: Date) =>
  availableUntil
    ? sql`case when ${availableUntil}::date <= ${studioDay(now)}::date + ${REMINDER_DAYS}::int then ${now}::timestamptz end`
    : null;

/** Queues an e-mail about an album, inside the transaction that made the change it announces. */
export async function queueAlbumMail(tx: Database, albumId: number, kind: AlbumMailKind, now: Date) {
  await tx.insert(albumMailQueue).values({ albumId, kind, nextAttemptAt: now });
}

export interface AlbumMailQueue {
  /**
   * Resolves once a pass that began after this call has ended: the pass under way (which may have
   * read the clock before a change) first, then a new one. Tests wait on it instead of sleeping.
   */
  nextPass(): Promise<void>;
  /** Stops the timer and waits for the pass under way. */
  stop(): Promise<void>;
}

interface Options {
  db: Database;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Where the album's cover is read for « Vos photos sont prêtes »; without it the e-mail has no image. */
  storage?: PhotoStorage;
}

/**
 * The background sender of album e-mails. Every instance runs one on the shared database: the
 * reminder is queued by a conditional UPDATE (one instance wins the row), and each queued e-mail is
 * claimed with FOR UPDATE SKIP LOCKED, so no two instances send the same one. A failed send is
 * retried with a doubling delay; the row stays in the table meanwhile, so a restart loses nothing.
 * Logs carry ids and kinds only: never an address, a name or a link.
 */
export function startAlbumMailQueue({ db, mailer, config, log, clock, storage }: Options): AlbumMailQueue {
  const intervalMs = config.mailQueueIntervalMs;
  const siteUrl = publicSiteUrl(config);
  const retryDelay = (attempts: number) => Math.min(intervalMs * 2 ** attempts, HOUR_MS);

  async function queueDueReminders(now: Date) {
    const today = studioDay(now);
    // One statement: the row is marked and the e-mail queued together, or neither.
    await db.execute(sql`
      with due as (
        update albums set reminder_queued_at = ${now}
        where reminder_queued_at is null
          and available_until between ${today}::date and ${today}::date + ${REMINDER_DAYS}::int
        returning id
      )
      insert into album_mail_queue (album_id, kind, next_attempt_at)
      select id, 'reminder', ${now} from due`);
  }

  /**
   * The studio hears of every album whose photos go to the Corbeille within REMOVAL_WARNING_DAYS,
   * once per album and planned day (a new end, then a new day, warns again).
   */
  async function queueDueRemovalWarnings(now: Date) {
    const today = studioDay(now);
    await db.execute(sql`
      with due as (
        update albums set removal_warned_for = available_until + 1 + grace_days
        where available_until is not null
          and available_until + 1 + grace_days between ${today}::date and ${today}::date + ${REMOVAL_WARNING_DAYS}::int
          and removal_warned_for is distinct from available_until + 1 + grace_days
          and exists (select 1 from album_photos where album_photos.album_id = albums.id)
        returning id
      )
      insert into album_mail_queue (album_id, kind, next_attempt_at)
      select id, 'removal_warning', ${now} from due`);
  }

  async function claimDue(now: Date) {
    const due = db
      .select({ id: albumMailQueue.id })
      .from(albumMailQueue)
      .where(
        and(
          lte(albumMailQueue.nextAttemptAt, now),
          or(isNull(albumMailQueue.lockedUntil), lte(albumMailQueue.lockedUntil, now)),
        ),
      )
      .orderBy(albumMailQueue.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(albumMailQueue)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${albumMailQueue.attempts} + 1` })
      .where(inArray(albumMailQueue.id, due))
      .returning({
        id: albumMailQueue.id,
        albumId: albumMailQueue.albumId,
        kind: albumMailQueue.kind,
        attempts: albumMailQueue.attempts,
      });
  }

  type Job = Awaited<ReturnType<typeof claimDue>>[number];

  /** The warning to the studio, written from the album as it is now; null: nothing left to remove. */
  async function removalWarning(albumId: number, now: Date): Promise<MailMessage | null> {
    const [album] = await db
      .select({
        firstname: users.firstname,
        lastname: users.lastname,
        date: albums.date,
        availableUntil: albums.availableUntil,
        graceDays: albums.graceDays,
        photoCount: sql<number>`(select count(*)::int from ${albumPhotos} where ${albumPhotos.albumId} = ${albums.id})`,
      })
      .from(albums)
      .innerJoin(users, eq(users.id, albums.userId))
      .where(eq(albums.id, albumId));
    const removalDay = album && removalDayOn(album.availableUntil, album.graceDays, studioDay(now));
    if (!album || !removalDay || album.photoCount === 0) return null;
    return removalWarningEmail({ albumId, ...album, removalDay }, siteUrl);
  }

  async function deliver(job: Job, now: Date) {
    const details = { jobId: job.id, albumId: job.albumId, kind: job.kind, attempt: job.attempts };
    if (job.kind === 'removal_warning') return deliverToStudio(job, now, details);
    const [album] = await db
      .select({
        to: users.email,
        firstname: users.firstname,
        confirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
        wanted: users.albumEmails,
        date: albums.date,
        availableUntil: albums.availableUntil,
        title: albums.title,
        coverPhotoId: albums.coverPhotoId,
        watermark: albums.watermark,
      })
      .from(albums)
      .innerJoin(users, eq(users.id, albums.userId))
      .where(eq(albums.id, job.albumId));
    const done = () => db.delete(albumMailQueue).where(eq(albumMailQueue.id, job.id));
    // Read when sending, not when queued: an opt-out or an expiry meanwhile stops the e-mail.
    const expired = album?.availableUntil != null && album.availableUntil < studioDay(now);
    if (!album?.wanted || expired) {
      await done();
      log.info(
        { event: 'album_mail_skipped', ...details },
        'e-mail d’album non envoyé (désactivé ou expiré)',
      );
      return;
    }
    const cover = job.kind === 'photos_ready' ? await coverImage(album) : null;
    await send(job, now, details, albumEmail(job.kind, { ...album, cover }, siteUrl));
  }

  /**
   * The cover's preview nearest 800 px, as the gallery shows it. An album under watermark shows
   * only marked previews: the e-mail then carries the title without the image.
   */
  async function coverImage(album: { coverPhotoId: string | null; watermark: boolean }) {
    if (!storage || !album.coverPhotoId || album.watermark) return null;
    const [photo] = await db
      .select({ widths: albumPhotos.widths })
      .from(albumPhotos)
      .where(and(eq(albumPhotos.id, album.coverPhotoId), eq(albumPhotos.status, 'ready')));
    const width = photo?.widths.filter((w) => w <= 800).at(-1) ?? photo?.widths[0];
    if (width === undefined) return null;
    return storage.get(galleryKeys.variant(album.coverPhotoId, width, 'jpg')).catch(() => null);
  }

  /** Not the owner's: sent whatever her choices and the album's end, unless nothing is left to remove. */
  async function deliverToStudio(job: Job, now: Date, details: Record<string, unknown>) {
    const message = await removalWarning(job.albumId, now);
    if (!message) {
      await db.delete(albumMailQueue).where(eq(albumMailQueue.id, job.id));
      log.info({ event: 'album_mail_skipped', ...details }, 'avertissement de suppression sans objet');
      return;
    }
    await send(job, now, details, message);
  }

  /** Sends, then forgets the row; a failure is tried again later, up to MAX_ATTEMPTS. */
  async function send(job: Job, now: Date, details: Record<string, unknown>, message: MailMessage) {
    const done = () => db.delete(albumMailQueue).where(eq(albumMailQueue.id, job.id));
    try {
      await mailer.send(message, log, `album_mail_${job.kind}`);
    } catch (error) {
      if (job.attempts >= MAX_ATTEMPTS) {
        await done();
        log.error({ err: error, event: 'album_mail_abandoned', ...details }, 'e-mail d’album abandonné');
        return;
      }
      const nextAttemptAt = new Date(now.getTime() + retryDelay(job.attempts));
      await db
        .update(albumMailQueue)
        .set({ nextAttemptAt, lockedUntil: null })
        .where(eq(albumMailQueue.id, job.id));
      log.warn(
        { err: error, event: 'album_mail_retry', ...details },
        'échec de l’envoi d’un e-mail d’album, nouvel essai prévu',
      );
      return;
    }
    await done();
    log.info({ event: 'album_mail_sent', ...details }, 'e-mail d’album envoyé');
  }

  async function pass() {
    const now = clock();
    await queueDueReminders(now);
    await queueDueRemovalWarnings(now);
    for (const job of await claimDue(now)) await deliver(job, now);
  }

  // One pass at a time: a slow mail server must not pile passes up on the same rows.
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= pass()
      .catch((error: unknown) =>
        log.error(
          { err: error, event: 'album_mail_queue_failed' },
          'échec du traitement des e-mails d’album',
        ),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(runOnce, intervalMs).unref();

  return {
    async nextPass() {
      await running;
      // The timer may have begun one meanwhile: it began after this call too, so it is joined.
      await runOnce();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
