import fp from 'fastify-plugin';
import { type GallerySweep, type SweepResult, startGallerySweep } from '../api/galleries/sweep';
import type { PhotoStorage } from '../api/photos/storage';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The removal of client photos past their grace days, from the moment the app is ready until it closes. */
    gallerySweep: { runNow(): Promise<SweepResult> };
  }
}

interface Options {
  db: Database;
  storage: PhotoStorage;
  /** The time of the album rules: tests move it past the grace days. */
  clock: () => Date;
}

/** Starts the hourly gallery sweep once the app is ready, and waits for the sweep under way when it closes. */
export const gallerySweepJob = fp<Options>(
  async (app, options) => {
    let sweep: GallerySweep | undefined;
    app.decorate('gallerySweep', {
      runNow: async () => {
        if (!sweep) throw new Error('the gallery sweep starts when the app is ready');
        return sweep.runNow();
      },
    });
    app.addHook('onReady', async () => {
      sweep = startGallerySweep({ ...options, log: app.log });
    });
    app.addHook('onClose', async () => {
      await sweep?.stop();
    });
  },
  { name: 'gallery-sweep' },
);
