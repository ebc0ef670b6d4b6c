import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { ContentChanges } from '../content/page-data';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { Clock } from './albums/mail-queue';
import type { SessionStore } from './auth/sessions';
import type { FormStamps } from './enquiries/stamp';
import type { PhotoStorage } from './photos/storage';
import type { RateLimitStore } from './rate-limit-store';
import type { RateLimits } from './rate-limits';

/** What the API's feature plugins share, handed to each as its options. */
export interface ApiContext {
  config: Config;
  db: Database;
  sessions: SessionStore;
  limits: RateLimits;
  mailer: Mailer;
  clock: Clock;
  /** Told of every write to content the server's pages show (their cached HTML is dropped). */
  content: ContentChanges;
  photoStorage: PhotoStorage;
  /** Queues the processing of an uploaded photo (its job runs on any instance). */
  queuePhoto: (photoId: string) => Promise<void>;
  /** The anti-abuse counters themselves, for limits that count failures only (gallery codes). */
  rateLimitStore: RateLimitStore;
  queueGalleryPhoto: (photoId: string) => Promise<void>;
  /** The signed times the enquiry form was given (its minimum fill time). */
  formStamps: FormStamps;
}

/** The Fastify instance a feature's route is registered on, its zod schemas typed. */
export type ApiApp = Parameters<FastifyPluginAsyncZod<ApiContext>>[0];
