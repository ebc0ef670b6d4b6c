import fp from 'fastify-plugin';
import type { Clock } from '../api/albums/mail-queue';
import { type GalleryQueue, startGalleryQueue } from '../api/galleries/queue';
import type { PhotoStorage } from '../api/photos/storage';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The processing of client album photos, running from the moment the app is ready until it closes. */
    galleryQueue: Pick<GalleryQueue, 'wake' | 'nextPass'>;
  }
}

interface Options {
  db: Database;
  storage: PhotoStorage;
  intervalMs: number;
  clock: Clock;
}

/**
 * Starts the gallery photo queue once every route is in place, and stops it when the app closes,
 * handing back the claim of the photo under way.
 */
export const galleryQueueJob = fp<Options>(
  async (app, options) => {
    let queue: GalleryQueue | undefined;
    app.decorate('galleryQueue', {
      wake: () => queue?.wake(),
      // The queue starts once the app is ready, before buildApp returns the app.
      nextPass: async () => queue?.nextPass(),
    });
    app.addHook('onReady', async () => {
      queue = startGalleryQueue({ ...options, log: app.log });
    });
    app.addHook('onClose', async () => {
      await queue?.stop();
    });
  },
  { name: 'gallery-queue' },
);
