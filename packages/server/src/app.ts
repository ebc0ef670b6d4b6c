import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  ALBUM_REMINDERS_QUEUE,
  albumMailComposer,
  albumRemindersJob,
  type Clock,
} from './api/albums/mail-queue';
import { blogPageDataLoader } from './api/articles/page-data';
import { createSessionStore, loadSigningKeys } from './api/auth/sessions';
import { bookingFormPage, bookingPageDataLoader } from './api/bookings/page-data';
import { createFormStamps } from './api/enquiries/stamp';
import { errorHandler } from './api/errors';
import { GALLERY_PHOTO_QUEUE, galleryPhotoJob } from './api/galleries/job';
import { gallerySweepJob, type SweepResult, sweepGalleries } from './api/galleries/sweep';
import { registerApi } from './api/index';
import { queueEncoding } from './api/photos/encode-job';
import { PHOTO_QUEUE, photoJob } from './api/photos/job';
import { registerPhotoFiles } from './api/photos/serve';
import { bucketVersioningWarning, createPhotoStorage } from './api/photos/storage';
import { placementsPageDataLoader } from './api/placements/page-data';
import { createRateLimitStore } from './api/rate-limit-store';
import { registerRateLimits } from './api/rate-limits';
import { mergeLoaders, siteContentPageDataLoader } from './api/site-content/page-data';
import { contactSource, studioContact } from './api/site-content/studio-contact';
import { refuseNulCharacters, useFrenchValidationMessages } from './api/validation';
import type { Config } from './config';
import { combineLoaders } from './content/page-data';
import { type Database, type DatabaseHandle, openDatabase } from './db/database';
import { contentChangesJob } from './jobs/content-changes';
import { jobEngine } from './jobs/engine';
import { expiredCountersJob, expiredLinksJob } from './jobs/purges';
import { scheduledArticlesJob } from './jobs/scheduled-articles';
import { serializeErrorSafely } from './log-safety';
import { mailJob } from './mail/mail-job';
import { createMailer } from './mail/mailer';
import { APP_START_SCRIPT_HASH } from './web/app-start';
import type { Federation, FederationOptions } from './web/federation';
import { registerFormPosts } from './web/forms';
import { publishedPages } from './web/published-pages';
import { registerWeb, remoteManifest } from './web/static';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database, for the first-run seed and for tests. */
    db: Database;
    /** What the app does after answering, for tests that wait on it rather than sleep. */
    background: BackgroundWork;
  }
}

export interface BackgroundWork {
  /** Resolves once the e-mails queued so far by a request have been sent, refused or have failed. */
  mailsSent(): Promise<void>;
  /**
   * Runs the album reminders now, at the app's clock, then resolves once the e-mails they queued
   * are sent (or waiting for a retry), on any instance.
   */
  albumMailPass(): Promise<void>;
  /** Resolves once no gallery photo waits for its processing, nor is under way, on any instance. */
  galleryPhotosPass(): Promise<void>;
  /** Runs the gallery sweep now, at the app's clock, and tells what it deleted. */
  gallerySweep(): Promise<SweepResult>;
}

const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Origins other than this one that the shell loads remotes from or calls the API on. */
export function foreignOrigins(config: Config): string[] {
  const { remotes, apiBaseUrl } = remoteManifest(config);
  const origins = [...Object.values(remotes), apiBaseUrl].flatMap((url) => {
    // Relative URLs (the default) are this server: 'self' covers them.
    return URL.canParse(url) ? [new URL(url).origin] : [];
  });
  return [...new Set(origins)];
}

/**
 * Link tokens arrive as a query string on a page, and a form sent by GET by mistake would put an
 * e-mail or a password there: no query value is copied into the logs.
 */
const maskSecrets = (url: string) => url.replace(/([?&][^=&#]*=)[^&#]*/g, '$1[masqué]');

export interface BuildOptions {
  /**
   * A database already open, that the app uses and leaves open when it closes: tests run two
   * instances on one PGlite database the way several servers share one PostgreSQL.
   */
  database?: DatabaseHandle;
  /** Where the logs go: standard output unless given (tests read what the server writes). */
  logStream?: NodeJS.WritableStream;
  /**
   * The time of the album rules (end of availability, reminders) and of the login delays: tests
   * move it forward.
   */
  clock?: Clock;
  /** Monotonic milliseconds, by which cached session lookups age: tests move them forward. */
  monotonicClock?: () => number;
  /** How the apps' Node builds are loaded: tests of the rendered pages give screens of their own. */
  federation?: (options: FederationOptions) => Federation;
}

/** Builds the one server of the site: the API under /api, the built apps everywhere else. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  useFrenchValidationMessages();
  const signingKeys = await loadSigningKeys(config);
  const database = options.database ?? (await openDatabase(config));
  const mailer = createMailer(
    config,
    () => app.jobs,
    () => studioContact(database.db),
  );
  const rateLimitStore = createRateLimitStore(config.rateLimitStore, database.db);
  const clock = options.clock ?? (() => new Date());
  const photoStorage = createPhotoStorage(config.photoStorage);
  let released: Promise<void> | undefined;
  // Once, whether the app closes normally or fails while being built. Registered first, this
  // hook runs last: the background jobs, each stopped by its own, are done with the mailer and
  // the database by then.
  const release = () => {
    released ??= (async () => {
      await mailer.close();
      if (!options.database) await database.close();
    })();
    return released;
  };

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        err: serializeErrorSafely,
        req: (request) => ({
          method: request.method,
          url: maskSecrets(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: 64 * 1024,
    // A broken escape in the path (`/api/album/%E0%A4%A`) fails in the router, before the error
    // handler: answered the same way, without echoing the URL back in English.
    frameworkErrors: errorHandler,
    // A number of proxies is trusted hop by hop, as proxy-addr counts them; a list, by address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  app.addHook('onClose', release);

  try {
    app.decorate('db', database.db);
    app.decorate('background', {
      mailsSent: () => mailer.idle(),
      albumMailPass: async () => {
        await app.jobs.send(ALBUM_REMINDERS_QUEUE, {});
        await app.jobs.drained(ALBUM_REMINDERS_QUEUE);
        await mailer.idle();
      },
      galleryPhotosPass: () => app.jobs.drained(GALLERY_PHOTO_QUEUE),
      gallerySweep: () => sweepGalleries(database.db, photoStorage, clock()),
    } satisfies BackgroundWork);
    app.setErrorHandler(errorHandler);
    refuseNulCharacters(app);
    await app.register(cookie);
    await registerSecurityHeaders(app, config);
    // The API's JSON, the sitemap and the static files without a compressed copy. Never a page:
    // send-page.ts compresses those in brotli or gzip and names each encoding in its validator; a
    // page it sends as it is goes to a browser accepting neither, which this plugin leaves alone.
    await app.register(compress, { encodings: ['br', 'gzip'] });
    const sessions = createSessionStore(database.db, signingKeys, clock, options.monotonicClock);
    const formStamps = createFormStamps(signingKeys.form, clock);
    await app.register(contentChangesJob, { database });
    await app.register(jobEngine, { database, superviseSeconds: config.jobsSuperviseSeconds });
    const encoding = {
      db: database.db,
      storage: photoStorage,
      log: app.log,
      retryDelayMs: config.photoQueueIntervalMs,
      heartbeatSeconds: config.jobsHeartbeatSeconds,
      clock,
    };
    app.jobs.define(photoJob(encoding));
    app.jobs.define(galleryPhotoJob(encoding));
    // After the upload's commit, before the answer; a job that could not be queued is queued at
    // the next start (the row says it waits), so the upload still succeeds.
    const queueing = (queue: string) => async (photoId: string) => {
      await queueEncoding(app.jobs, queue, photoId).catch((error: unknown) =>
        app.log.error({ err: error, event: 'job_not_queued', queue, photoId }, 'tâche non mise en file'),
      );
    };
    const content = app.contentChanges;
    await registerApi(app, {
      config,
      db: database.db,
      sessions,
      limits: await registerRateLimits(app, rateLimitStore, config.rateLimits, () => clock().getTime()),
      mailer,
      clock,
      content,
      photoStorage,
      queuePhoto: queueing(PHOTO_QUEUE),
      rateLimitStore,
      queueGalleryPhoto: queueing(GALLERY_PHOTO_QUEUE),
      formStamps,
    });
    registerPhotoFiles(app, { db: database.db, storage: photoStorage });
    const web = await registerWeb(
      app,
      config,
      {
        load: combineLoaders(
          blogPageDataLoader(database.db, clock),
          mergeLoaders(
            placementsPageDataLoader(database.db),
            siteContentPageDataLoader(database.db),
            bookingPageDataLoader(database.db, clock),
          ),
        ),
        drawnPerVisit: bookingFormPage(database.db),
        changes: content,
        published: () => publishedPages(database.db, clock),
        contact: contactSource(database.db),
      },
      options.federation,
      formStamps,
    );
    await registerFormPosts(app, { config, sendPostedPage: web.sendPostedPage, formStamps });
    // Started once the app is ready, before buildApp returns it; each stops when the app closes.
    app.jobs.define(gallerySweepJob({ db: database.db, storage: photoStorage, log: app.log, clock }));
    app.jobs.define(
      mailJob({
        mailer,
        log: app.log,
        retryDelayMs: config.mailQueueIntervalMs,
        composeAlbumMail: albumMailComposer({ db: database.db, config, clock, storage: photoStorage }),
      }),
    );
    app.jobs.define(albumRemindersJob({ db: database.db, clock, jobs: app.jobs }));
    const purges = { db: database.db, sessions, rateLimitStore, clock };
    app.jobs.define(expiredLinksJob(purges));
    app.jobs.define(expiredCountersJob(purges));
    app.jobs.define(scheduledArticlesJob({ content }));
    if (config.photoStorage.kind === 's3') {
      // A warning, not a refusal: many S3-compatible services have no versioning, and the backup
      // archive already keeps every file. Asked without holding the start up.
      void bucketVersioningWarning(config.photoStorage).then((warning) => warning && app.log.warn(warning));
    }
    await app.ready();
  } catch (error) {
    // Stops whatever started (the content listener, a job whose start failed a later one).
    await app.close().catch(() => {});
    await release();
    throw error;
  }
  return app;
}

async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const foreign = foreignOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the start of a server-rendered page (web/app-start.ts), by its hash.
        scriptSrc: ["'self'", APP_START_SCRIPT_HASH, ...foreign],
        // A remote deployed elsewhere brings its screens' styles, images and fonts from its host.
        styleSrc: ["'self'", "'unsafe-inline'", ...foreign],
        imgSrc: ["'self'", 'data:', 'blob:', ...foreign],
        fontSrc: ["'self'", 'data:', ...foreign],
        connectSrc: ["'self'", ...foreign],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // Only for an https public site: on http (a local start) a browser would remember it for every port.
    strictTransportSecurity: config.httpsOnly ? { maxAge: 31536000, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    // The site uses none of these features: a script injected anyway cannot reach them either.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
