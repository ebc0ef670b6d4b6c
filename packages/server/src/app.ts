import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  ALBUM_REMINDERS_QUEUE,
  albumMailComposer,
  albumRemindersJob,
  type Clock,
} from './api/albums/mail-queue';
import {
  createSessionStore,
  loadSigningKeys,
  type SessionStore,
  type SigningKeys,
} from './api/auth/sessions';
import { bookingFormPage } from './api/bookings/page-data';
import { createFormStamps } from './api/enquiries/stamp';
import { errorHandler } from './api/errors';
import { GALLERY_PHOTO_QUEUE, galleryPhotoJob } from './api/galleries/job';
import { gallerySweepJob, type SweepResult, sweepGalleries } from './api/galleries/sweep';
import { registerApi } from './api/index';
import { databasePageSource } from './api/page-source';
import { queueEncoding } from './api/photos/encode-job';
import { endIdleEncoder, useOneImageThread } from './api/photos/encoder';
import { PHOTO_QUEUE, photoJob } from './api/photos/job';
import { registerPhotoFiles } from './api/photos/serve';
import { bucketVersioningWarning, createPhotoStorage, type PhotoStorage } from './api/photos/storage';
import { createRateLimitStore, type RateLimitStore } from './api/rate-limit-store';
import { registerRateLimits } from './api/rate-limits';
import { contactSource, studioContact } from './api/site-content/studio-contact';
import { refuseNulCharacters, useFrenchValidationMessages } from './api/validation';
import type { Config } from './config';
import type { ContentChanges } from './content/page-data';
import { routeLoadersPageData } from './content/route-loaders';
import { type Database, type DatabaseHandle, openDatabase } from './db/database';
import { contentChangesJob } from './jobs/content-changes';
import { jobEngine } from './jobs/engine';
import { expiredCountersJob, expiredLinksJob } from './jobs/purges';
import { scheduledArticlesJob } from './jobs/scheduled-articles';
import { serializeErrorSafely } from './log-safety';
import { mailJob } from './mail/mail-job';
import { createMailer, type Mailer } from './mail/mailer';
import { registerSecurityHeaders } from './security-headers';
import type { Federation, FederationOptions } from './web/federation';
import { registerFormPosts } from './web/forms';
import { publishedPages } from './web/published-pages';
import { registerWeb } from './web/static';

export { foreignOrigins } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database, for the first-run seed and for tests. */
    db: Database;
    /** What the app does after answering, for tests that wait on it rather than sleep. */
    background: BackgroundWork;
    /** While `warming`, /api/health answers 503: a host sends no visitor to a cold instance. */
    startup: { warming: boolean };
    /** Loads the pages' Node code before the first visitor needs it (main.ts), then ends `warming`. */
    warmPages(): Promise<void>;
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

/** The Fastify instance: its logs (no cookie, token or query value in them), body limit and proxies. */
function createServer(config: Config, options: BuildOptions) {
  return Fastify({
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
}

/** What the app's services share, built before the server itself. */
interface Services {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  clock: Clock;
  photoStorage: PhotoStorage;
}

function backgroundWork(app: FastifyInstance, { mailer, database, photoStorage, clock }: Services) {
  return {
    mailsSent: () => mailer.idle(),
    albumMailPass: async () => {
      await app.jobs.send(ALBUM_REMINDERS_QUEUE, {});
      await app.jobs.drained(ALBUM_REMINDERS_QUEUE);
      await mailer.idle();
    },
    galleryPhotosPass: () => app.jobs.drained(GALLERY_PHOTO_QUEUE),
    gallerySweep: () => sweepGalleries(database.db, photoStorage, clock()),
  } satisfies BackgroundWork;
}

/** The photo encodings (library and galleries), and how an upload queues its photo. */
function definePhotoJobs(app: FastifyInstance, { config, database, photoStorage, clock }: Services) {
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
  return (queue: string) => async (photoId: string) => {
    await queueEncoding(app.jobs, queue, photoId).catch((error: unknown) =>
      app.log.error({ err: error, event: 'job_not_queued', queue, photoId }, 'tâche non mise en file'),
    );
  };
}

/** What the rendered pages read, each kind of content by its own loader. */
function pageDataSource({ database, clock }: Services, content: ContentChanges) {
  return {
    load: routeLoadersPageData(databasePageSource(database.db, clock)),
    drawnPerVisit: bookingFormPage(database.db),
    changes: content,
    published: () => publishedPages(database.db, clock),
    contact: contactSource(database.db),
  };
}

/** The jobs on the clock or on demand: the gallery sweep, the e-mails, the reminders and the purges. */
function defineUpkeepJobs(app: FastifyInstance, services: Services, sessions: SessionStore) {
  const { config, database, mailer, photoStorage, clock, rateLimitStore } = services;
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
  app.jobs.define(scheduledArticlesJob({ content: app.contentChanges }));
}

/** The API, the photo files, the pages and the forms, then the jobs; ready when it resolves. */
async function registerSite(
  app: FastifyInstance,
  services: Services,
  signingKeys: SigningKeys,
  options: BuildOptions,
) {
  const { config, database, mailer, rateLimitStore, clock, photoStorage } = services;
  app.decorate('db', database.db);
  app.decorate('background', backgroundWork(app, services));
  app.decorate('startup', { warming: false });
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
  const queueing = definePhotoJobs(app, services);
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
  const pageData = pageDataSource(services, content);
  const web = await registerWeb(app, config, pageData, options.federation, formStamps);
  app.decorate('warmPages', async () => {
    try {
      await web.warm();
    } finally {
      app.startup.warming = false;
    }
  });
  await registerFormPosts(app, { config, sendPostedPage: web.sendPostedPage, formStamps });
  // Started once the app is ready, before buildApp returns it; each stops when the app closes.
  defineUpkeepJobs(app, services, sessions);
  if (config.photoStorage.kind === 's3') {
    // A warning, not a refusal: many S3-compatible services have no versioning, and the backup
    // archive already keeps every file. Asked without holding the start up.
    void bucketVersioningWarning(config.photoStorage).then((warning) => warning && app.log.warn(warning));
  }
  await app.ready();
}

/** Builds the one server of the site: the API under /api, the built apps everywhere else. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  useFrenchValidationMessages();
  // Uploads are probed and downloads watermarked here; photos are encoded apart.
  useOneImageThread();
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
      endIdleEncoder();
      await mailer.close();
      if (!options.database) await database.close();
    })();
    return released;
  };

  const app = createServer(config, options);
  app.addHook('onClose', release);

  try {
    const services = { config, database, mailer, rateLimitStore, clock, photoStorage };
    await registerSite(app, services, signingKeys, options);
  } catch (error) {
    // Stops whatever started (the content listener, a job whose start failed a later one).
    await app.close().catch(() => {});
    await release();
    throw error;
  }
  return app;
}
