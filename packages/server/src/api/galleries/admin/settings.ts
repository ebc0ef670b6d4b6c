import {
  frenchDayInWords,
  galleryMessages,
  gallerySettingsPayloadSchema,
  idParamsSchema,
  removalBroughtToToday,
  studioDay,
} from '@lapm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { albumPhotos, albums } from '../../../db/schema';
import type { Clock } from '../../albums/mail-queue';
import { hashPassword } from '../../auth/passwords';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { albumNotFound } from '../repository';

type Settings = Partial<typeof albums.$inferInsert> & { graceDays: number };

/**
 * Saves the settings, locking the album: fewer grace days on an ended album send its photos to the
 * Corbeille at once, so they are asked first, as a last day typed in the past is (api/albums/routes.ts).
 */
function saveSettings(db: Database, clock: Clock, id: number, settings: Settings, confirmRemoval?: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ availableUntil: albums.availableUntil, graceDays: albums.graceDays })
      .from(albums)
      .where(eq(albums.id, id))
      .for('update');
    if (!before) throw albumNotFound();
    const day = removalBroughtToToday(
      before.availableUntil,
      before.graceDays,
      settings.graceDays,
      studioDay(clock()),
    );
    if (day && !confirmRemoval) {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(albumPhotos)
        .where(eq(albumPhotos.albumId, id));
      if (count > 0) {
        throw new HttpError(409, galleryMessages.graceRemovalUnconfirmed(count, frenchDayInWords(day)));
      }
    }
    await tx.update(albums).set(settings).where(eq(albums.id, id));
  });
}

/** The gallery's settings: last day, grace days, downloads, their PIN, the watermark, the welcome. */
export function settingsRoute(app: ApiApp, { db, clock }: ApiContext) {
  app.put(
    '/admin/albums/:id/gallery',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: gallerySettingsPayloadSchema } },
    async (request) => {
      const { confirmRemoval, downloadPin, favouritesOnly, ...rest } = request.body;
      const settings = {
        ...rest,
        downloadFavouritesOnly: favouritesOnly,
        // Hashed as a password is: the four digits are never stored nor shown again.
        ...(downloadPin === undefined
          ? {}
          : { downloadPinHash: downloadPin === null ? null : await hashPassword(downloadPin) }),
      };
      await saveSettings(db, clock, request.params.id, settings, confirmRemoval);
      return { message: galleryMessages.settingsSaved };
    },
  );
}
