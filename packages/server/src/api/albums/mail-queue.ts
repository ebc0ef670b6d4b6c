import { REMOVAL_WARNING_DAYS, removalDayOn, studioDay } from '@lapm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { type Config, publicSiteUrl } from '../../config';
import type { Database } from '../../db/database';
import { albumPhotos, albums, users } from '../../db/schema';
import { inTransaction, type JobDefinition, type JobEngine } from '../../jobs/engine';
import {
  type AlbumMailJobKind,
  type ComposeAlbumMail,
  MAIL_QUEUE,
  type MailJobData,
} from '../../mail/mail-job';
import { removalWarningEmail } from '../galleries/emails';
import { galleryKeys, type PhotoStorage } from '../photos/storage';
import { type AlbumMailKind, albumEmail } from './emails';

/** The time every album rule reads (end of availability, reminders, openings): tests move it. */
export type Clock = () => Date;

/** The reminder goes out this many days before the last day. */
const REMINDER_DAYS = 7;

/**
 * The reminder column of a new album: already "queued" when its end falls within the reminder
 * window, since the publication e-mail, sent at once, states that end.
 */
export const reminderOfNewAlbum = (availableUntil: string | null | undefined, now: Date) =>
  availableUntil
    ? sql`case when ${availableUntil}::date <= ${studioDay(now)}::date + ${REMINDER_DAYS}::int then ${now}::timestamptz end`
    : null;

/**
 * Queues an e-mail about an album inside the transaction that made the change it announces: the
 * job of the mail queue exists once that change is committed, or not at all.
 */
export async function queueAlbumMail(jobs: JobEngine, tx: Database, albumId: number, kind: AlbumMailJobKind) {
  await jobs.send<MailJobData>(MAIL_QUEUE, { album: { albumId, kind } }, { db: inTransaction(tx) });
}

interface Options {
  db: Database;
  config: Config;
  clock: Clock;
  /** Where the album's cover is read for « Vos photos sont prêtes »; without it the e-mail has no image. */
  storage?: PhotoStorage;
}

/**
 * Writes an album's e-mail when it is sent, from the album and owner as they are then: an opt-out
 * or an expiry meanwhile stops it, and the queued job never holds an address nor a link.
 */
export function albumMailComposer({ db, config, clock, storage }: Options): ComposeAlbumMail {
  const siteUrl = publicSiteUrl(config);

  /** The warning to the studio, written from the album as it is now; null: nothing left to remove. */
  async function removalWarning(albumId: number, now: Date) {
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

  async function ownerMail(albumId: number, kind: AlbumMailKind, now: Date) {
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
      .where(eq(albums.id, albumId));
    const expired = album?.availableUntil != null && album.availableUntil < studioDay(now);
    if (!album?.wanted || expired) return null;
    const cover = kind === 'photos_ready' ? await coverImage(album) : null;
    return albumEmail(kind, { ...album, cover }, siteUrl);
  }

  return async (albumId, kind) => {
    const now = clock();
    // The studio's warning is not the owner's: sent whatever her choices and the album's end.
    const message =
      kind === 'removal_warning' ? await removalWarning(albumId, now) : await ownerMail(albumId, kind, now);
    return message && { message, event: `album_mail_${kind}` };
  };
}

/**
 * Hourly, on one instance of all: queues the reminder of every album within a week of its end,
 * and warns the studio of every album whose photos go to the Corbeille within
 * REMOVAL_WARNING_DAYS, once per album and planned day (a new end, then a new day, warns again).
 * Each album is marked and its e-mail queued in one transaction: both, or neither.
 */
export const ALBUM_REMINDERS_QUEUE = 'album-reminders';

export const albumRemindersJob = ({
  db,
  clock,
  jobs,
}: {
  db: Database;
  clock: Clock;
  jobs: JobEngine;
}): JobDefinition => ({
  queue: ALBUM_REMINDERS_QUEUE,
  cron: '0 * * * *',
  options: { policy: 'exclusive', retryLimit: 0 },
  async handle() {
    const now = clock();
    const today = studioDay(now);
    await db.transaction(async (tx) => {
      const reminders = await tx
        .update(albums)
        .set({ reminderQueuedAt: now })
        .where(
          sql`${albums.reminderQueuedAt} is null
            and ${albums.availableUntil} between ${today}::date and ${today}::date + ${REMINDER_DAYS}::int`,
        )
        .returning({ id: albums.id });
      const removalDay = sql`${albums.availableUntil} + 1 + ${albums.graceDays}`;
      const warnings = await tx
        .update(albums)
        .set({ removalWarnedFor: removalDay })
        .where(
          sql`${albums.availableUntil} is not null
            and ${removalDay} between ${today}::date and ${today}::date + ${REMOVAL_WARNING_DAYS}::int
            and ${albums.removalWarnedFor} is distinct from ${removalDay}
            and exists (select 1 from ${albumPhotos} where ${albumPhotos.albumId} = ${albums.id})`,
        )
        .returning({ id: albums.id });
      for (const { id } of reminders) await queueAlbumMail(jobs, tx, id, 'reminder');
      for (const { id } of warnings) await queueAlbumMail(jobs, tx, id, 'removal_warning');
    });
  },
});
