import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RemoteName, remoteNames } from '@lapm/contracts';
import { z } from 'zod';

/** The workspace root, where each app's dist/ folder lives. */
export const workspaceRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.string().default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the site, used for links in e-mails and canonical URLs. */
  SITE_URL: z.url().optional(),
  /** Folder of the built apps (each app's dist/ under it). */
  WEB_ROOT: z.string().default(workspaceRoot),
  /** A JSON file replacing the generated /remotes.json (a remote deployed elsewhere). */
  REMOTES_MANIFEST: optionalText,
  DATA_DIR: z.string().default(resolve(workspaceRoot, '.data')),
  DATABASE_URL: optionalText,
  /** PostgreSQL schema holding the tables (a shared database, or one schema per test file). */
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'nom de schéma PostgreSQL attendu (minuscules, chiffres, _)')
      .optional(),
  ),
  JWT_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  /** How often the album e-mail queue is read (ms); also the first retry delay, doubled each time. */
  MAIL_QUEUE_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** The first retry delay of a photo's processing (ms), doubled at each try up to an hour. */
  PHOTO_QUEUE_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(10_000),
  /** How long a long job (a photo's processing) of an instance that stopped answering waits before it is retried elsewhere. */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3_600).default(30),
  /** How often each instance retries the expired jobs of dead instances and runs the job engine's upkeep. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** S3-compatible storage for the photos (all four, or none: then DATA_DIR/photos). */
  S3_ENDPOINT: optionalText.pipe(z.url({ message: 'adresse http(s) attendue' }).optional()),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  /** "1" to seed demo accounts even on PostgreSQL; "0" to never seed them. */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  /** "off" only for load tests: login and reset limits would otherwise answer 429. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * The wait added to each gallery code or PIN try from an address past its free wrong tries
   * (ms), once per try past them, up to five times it; twice it for a wrong code on an album past
   * its free ones (galleries/access.ts): tests shorten it, nothing else should.
   */
  GALLERY_TRY_DELAY_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
  /**
   * Where the anti-abuse counters live. "database" by default with DATABASE_URL: several instances
   * may share that database, and each must see the others' counts. "memory" by default on PGlite,
   * which only one process can open: nothing to share, and no write per login attempt.
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  /**
   * Behind a reverse proxy: the number of proxies in front of the server, or their addresses
   * (IPs, CIDR ranges, or proxy-addr's names: loopback, linklocal, uniquelocal), comma-separated.
   */
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .refine((value) => value !== 'true', {
        message:
          "« true » ferait confiance à l'adresse que n'importe quel client annonce (X-Forwarded-For) : indiquez le nombre de proxys devant le serveur (par exemple 1) ou leurs adresses (par exemple 10.0.0.2,10.1.0.0/16)",
      })
      .transform((value, context) => {
        if (value === 'false') return false;
        if (/^[1-9][0-9]*$/.test(value)) return Number(value);
        const addresses = value.split(',').map((entry) => entry.trim());
        const bad = addresses.find((entry) => !isProxyAddress(entry));
        if (bad !== undefined) {
          context.addIssue({
            code: 'custom',
            message: `« ${bad} » n'est ni un nombre de proxys, ni une adresse IP, ni une plage CIDR`,
          });
          return z.NEVER;
        }
        return addresses;
      })
      .optional(),
  ),
});

const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type RemoteLocation = { url: string; dir: string | undefined };

/** Where the photo library's files live: a folder, or a bucket every instance shares. */
export type PhotoStorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export interface Config {
  port: number;
  host: string;
  production: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  siteUrl: string | undefined;
  webRoot: string;
  remotesManifestFile: string | undefined;
  /** Per remote: the URL the browser loads it from and, when served here, its folder. */
  remotes: Record<RemoteName, RemoteLocation>;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  mailQueueIntervalMs: number;
  photoQueueIntervalMs: number;
  jobsHeartbeatSeconds: number;
  jobsSuperviseSeconds: number;
  photoStorage: PhotoStorageConfig;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean | undefined;
  rateLimits: boolean;
  galleryTryDelayMs: number;
  rateLimitStore: 'memory' | 'database';
  /** False, a number of proxies (hops), or the proxies' addresses; never a blanket true. */
  trustProxy: false | number | string[];
  /**
   * The session cookie's `Secure` flag and HSTS: on in production when the public site is https,
   * whatever Host header or protocol a request claims.
   */
  httpsOnly: boolean;
}

export class ConfigError extends Error {}

/** Where links in e-mails point: the public site, never whatever Host header a request carried. */
export const publicSiteUrl = (config: Config) => config.siteUrl ?? `http://localhost:${config.port}`;

type Env = z.infer<typeof envSchema>;

/** Per remote: its URL, `/remotes/<name>/…` unless given, and its folder when served here. */
function remotesOf(env: NodeJS.ProcessEnv, webRoot: string) {
  return Object.fromEntries(
    remoteNames.map((name) => {
      const key = name.toUpperCase();
      const url = env[`REMOTE_${key}_URL`]?.trim();
      const dir = env[`REMOTE_${key}_DIR`]?.trim();
      return [
        name,
        {
          url: url || `/remotes/${name}/mf-manifest.json`,
          // A remote with its own URL is deployed elsewhere unless a folder is given too.
          dir: dir ? resolve(dir) : url ? undefined : resolve(webRoot, `remote-${name}`, 'dist'),
        },
      ];
    }),
  ) as Record<RemoteName, RemoteLocation>;
}

/** The variables that are only valid together, or each with another. */
function checkTogether(e: Env) {
  if (e.JWT_SECRET && Buffer.byteLength(e.JWT_SECRET) < 32) {
    throw new ConfigError('Configuration invalide : JWT_SECRET doit faire au moins 32 octets (256 bits).');
  }
  // A shared PostgreSQL outlives the data folder: a secret generated there would not be shared.
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError('Configuration invalide : JWT_SECRET est obligatoire avec DATABASE_URL.');
  }
  // Real e-mails must carry a link to the public site, never one guessed from a request.
  if (e.SMTP_URL && !e.SITE_URL) {
    throw new ConfigError('Configuration invalide : SITE_URL est obligatoire avec SMTP_URL.');
  }
  const s3 = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError(
      'Configuration invalide : S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble (toutes, ou aucune pour garder les photos dans DATA_DIR/photos).',
    );
  }
}

/** The bucket when the S3 variables are given, else DATA_DIR/photos. */
function photoStorageOf(e: Env, dataDir: string): PhotoStorageConfig {
  return e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
    ? {
        kind: 's3',
        endpoint: e.S3_ENDPOINT.replace(/\/$/, ''),
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      }
    : { kind: 'disk', dir: resolve(dataDir, 'photos') };
}

/**
 * Reads and validates the environment once, at start. A bad variable stops the
 * server with a message that names it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuration invalide : ${details.join('; ')}`);
  }
  const e = parsed.data;
  const webRoot = resolve(e.WEB_ROOT);
  const remotes = remotesOf(env, webRoot);
  checkTogether(e);
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    siteUrl: e.SITE_URL?.replace(/\/$/, ''),
    webRoot,
    remotesManifestFile: e.REMOTES_MANIFEST ? resolve(e.REMOTES_MANIFEST) : undefined,
    remotes,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailQueueIntervalMs: e.MAIL_QUEUE_INTERVAL_MS,
    photoQueueIntervalMs: e.PHOTO_QUEUE_INTERVAL_MS,
    jobsHeartbeatSeconds: e.JOBS_HEARTBEAT_SECONDS,
    jobsSuperviseSeconds: e.JOBS_SUPERVISE_SECONDS,
    photoStorage: photoStorageOf(e, dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA === undefined ? undefined : e.DEMO_DATA === '1',
    rateLimits: e.RATE_LIMITS === 'on',
    galleryTryDelayMs: e.GALLERY_TRY_DELAY_MS,
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    trustProxy: e.TRUST_PROXY ?? false,
    httpsOnly: e.NODE_ENV === 'production' && e.SITE_URL?.startsWith('https:') === true,
  };
}
