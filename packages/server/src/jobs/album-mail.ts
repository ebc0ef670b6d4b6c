import fp from 'fastify-plugin';
import { type AlbumMailQueue, type Clock, startAlbumMailQueue } from '../api/albums/mail-queue';
import type { PhotoStorage } from '../api/photos/storage';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The album e-mail queue, running from the moment the app is ready until it closes. */
    albumMailQueue: Pick<AlbumMailQueue, 'nextPass'>;
  }
}

interface Options {
  db: Database;
  mailer: Mailer;
  config: Config;
  clock: Clock;
  storage?: PhotoStorage;
}

/**
 * Starts the album e-mail queue once every route is in place, and stops it (waiting for the pass
 * under way) when the app closes, before the mailer and the database it uses are closed.
 */
export const albumMailJob = fp<Options>(
  async (app, options) => {
    let queue: AlbumMailQueue | undefined;
    app.decorate('albumMailQueue', {
      // The queue starts once the app is ready, before buildApp returns the app.
      nextPass: async () => queue?.nextPass(),
    });
    app.addHook('onReady', async () => {
      queue = startAlbumMailQueue({ ...options, log: app.log });
    });
    app.addHook('onClose', async () => {
      await queue?.stop();
    });
  },
  { name: 'album-mail-queue' },
);
