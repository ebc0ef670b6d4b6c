import fp from 'fastify-plugin';
import type { Clock } from '../api/albums/mail-queue';
import { type PhotoQueue, startPhotoQueue } from '../api/photos/queue';
import type { PhotoStorage } from '../api/photos/storage';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The processing of uploaded photos, running from the moment the app is ready until it closes. */
    photoQueue: Pick<PhotoQueue, 'wake'>;
  }
}

interface Options {
  db: Database;
  storage: PhotoStorage;
  intervalMs: number;
  clock: Clock;
}

/**
 * Starts the photo queue once every route is in place, and stops it when the app closes, handing
 * back the claim of the photo under way.
 */
export const photoQueueJob = fp<Options>(
  async (app, options) => {
    let queue: PhotoQueue | undefined;
    app.decorate('photoQueue', { wake: () => queue?.wake() });
    app.addHook('onReady', async () => {
      queue = startPhotoQueue({ ...options, log: app.log });
    });
    app.addHook('onClose', async () => {
      await queue?.stop();
    });
  },
  { name: 'photo-queue' },
);
