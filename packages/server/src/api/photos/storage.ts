import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { photoMessages } from '@lapm/contracts';
import { AwsClient } from 'aws4fetch';
import type { PhotoStorageConfig } from '../../config';
import { HttpError } from '../errors';

/**
 * Where the photo files live: a folder on this machine, or an S3-compatible bucket that several
 * instances behind a load balancer share. Keys are made by the server from a photo's id only
 * (see `photoKeys`), never from anything the browser sent.
 */
export interface PhotoStorage {
  /** For people: where the files are (the backup command says it). */
  readonly location: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The file as a stream, with its size, or null when there is no such file: a download of
   * gigabytes (a client's album) goes out as it is read, never whole in memory.
   */
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes files; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Every stored file's key (the backup copies them all, whichever table names them). */
  list(): AsyncIterable<string>;
}

/** The storage cannot take or give a file now: full disk, or a bucket that does not answer. */
export class StorageError extends Error {
  constructor(
    readonly reason: 'full' | 'unavailable',
    options: { cause: unknown },
  ) {
    super(`photo storage ${reason}`, options);
  }
}

/** The French answer to a storage failure: nothing was saved, and the admin can retry. */
export const storageHttpError = (error: StorageError) =>
  error.reason === 'full'
    ? new HttpError(507, photoMessages.diskFull)
    : new HttpError(503, photoMessages.storageDown, { 'retry-after': '30' });

export const photoKeys = {
  original: (id: string) => `originals/${id}`,
  variant: (id: string, width: number, extension: string) => `variants/${id}/${width}.${extension}`,
};

/**
 * A client's album photos, apart from the library's: the backup command names their folder, and
 * nothing that serves the library (its routes, its pages) ever builds one of these keys.
 */
export const galleryKeys = {
  original: (id: string) => `gallery-originals/${id}`,
  variant: (id: string, width: number, extension: string) => `gallery-variants/${id}/${width}.${extension}`,
  /** A preview with the watermark laid on it, named by what is drawn (watermark.ts). */
  marked: (id: string, width: number, extension: string, mark: string) =>
    `gallery-variants/${id}/${width}.${mark}.${extension}`,
  /** The web-size download (galleries/downloads.ts); with a mark, the watermarked one. */
  web: (id: string, mark?: string) => `gallery-variants/${id}/web${mark ? `.${mark}` : ''}.jpg`,
  originalsFolder: 'gallery-originals',
};

const SAFE_KEY =
  /^(?:(?:gallery-)?originals\/[0-9a-f-]{36}|variants\/[0-9a-f-]{36}\/[0-9]{1,5}\.(?:avif|webp|jpg)|gallery-variants\/[0-9a-f-]{36}\/(?:[0-9]{1,5}|web)(?:\.[0-9a-f]{12})?\.(?:webp|jpg))$/;

/** A second lock on the door: whatever builds a key, only the two shapes above reach the disk or bucket. */
function checkedKey(key: string): string {
  if (!isPhotoKey(key)) throw new Error(`refused photo storage key ${JSON.stringify(key)}`);
  return key;
}

/** Whether `key` is one the server makes (a file half written, `….tmp`, is not). */
export const isPhotoKey = (key: string) => SAFE_KEY.test(key);

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

function diskStorage(dir: string): PhotoStorage {
  const pathOf = (key: string) => join(dir, checkedKey(key));
  const failure = (error: unknown) =>
    new StorageError(
      DISK_FULL_CODES.has((error as NodeJS.ErrnoException).code ?? '') ? 'full' : 'unavailable',
      { cause: error },
    );
  return {
    location: dir,
    async put(key, data) {
      const target = pathOf(key);
      // Written aside, then renamed: a reader, or a crash, never meets half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      try {
        // The server's user alone reads them: an original keeps its GPS position, and a photo
        // not yet published may be a client's.
        await mkdir(dirname(target), { recursive: true, mode: 0o700 });
        await writeFile(temporary, data, { mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw failure(error);
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw failure(error);
      }
    },
    async stream(key) {
      try {
        // Opened first, so that a missing file is a null here rather than an error mid-response.
        const handle = await open(pathOf(key), 'r');
        try {
          const { size } = await handle.stat();
          // The stream owns the handle from here and closes it at its end (or when destroyed).
          return { body: handle.createReadStream(), size };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw failure(error);
      }
    },
    async remove(keys) {
      try {
        await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
      } catch (error) {
        throw failure(error);
      }
    },
    async *list() {
      let entries: string[];
      try {
        entries = await readdir(dir, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw failure(error);
      }
      for (const entry of entries) {
        const key = entry.split(sep).join('/');
        if (isPhotoKey(key)) yield key;
      }
    },
  };
}

/** S3 storage bound: a bucket that takes longer than this is treated as down. */
const S3_TIMEOUT_MS = 30_000;

type S3Config = Extract<PhotoStorageConfig, { kind: 's3' }>;

/** A bucket's client: aws4fetch signs plain fetch requests (SigV4), a few kilobytes where the AWS SDK weighs megabytes. */
interface S3Bucket {
  client: AwsClient;
  config: S3Config;
  /** Path-style addresses (endpoint/bucket/key): every S3-compatible server understands them. */
  urlOf: (key: string) => string;
}

async function s3Send({ client, urlOf }: S3Bucket, key: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await client.fetch(urlOf(key), { ...init, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
  } catch (error) {
    throw new StorageError('unavailable', { cause: error });
  }
  if (response.ok || response.status === 404) return response;
  const body = await response.text().catch(() => '');
  const full = response.status === 507 || /EntityTooLarge|QuotaExceeded/.test(body);
  throw new StorageError(full ? 'full' : 'unavailable', {
    cause: new Error(`S3 ${init.method ?? 'GET'} answered ${response.status}`),
  });
}

async function s3Stream({ client, urlOf }: S3Bucket, key: string) {
  // The bound covers the bucket's answer, not the body: a client may take its time downloading.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), S3_TIMEOUT_MS);
  let response: Response;
  try {
    response = await client.fetch(urlOf(key), { method: 'GET', signal: controller.signal });
  } catch (error) {
    throw new StorageError('unavailable', { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 404 || !response.body) return null;
  if (!response.ok) {
    await response.body.cancel().catch(() => undefined);
    throw new StorageError('unavailable', { cause: new Error(`S3 GET answered ${response.status}`) });
  }
  const size = Number(response.headers.get('content-length'));
  return { body: Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]), size };
}

/** ListObjectsV2, a thousand keys a page. Keys the server makes need no XML unescaping. */
async function* s3List({ client, config }: S3Bucket) {
  let token: string | undefined;
  do {
    const query = new URLSearchParams({
      'list-type': '2',
      ...(token ? { 'continuation-token': token } : {}),
    });
    let response: Response;
    try {
      response = await client.fetch(`${config.endpoint}/${config.bucket}?${query}`, {
        signal: AbortSignal.timeout(S3_TIMEOUT_MS),
      });
    } catch (error) {
      throw new StorageError('unavailable', { cause: error });
    }
    const body = await response.text();
    if (!response.ok) {
      throw new StorageError('unavailable', { cause: new Error(`S3 list answered ${response.status}`) });
    }
    for (const [, key] of body.matchAll(/<Key>([^<]*)<\/Key>/g)) if (key && isPhotoKey(key)) yield key;
    token = /<IsTruncated>true<\/IsTruncated>/.test(body)
      ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(body)?.[1] ?? '')
      : undefined;
  } while (token);
}

function s3Storage(config: S3Config): PhotoStorage {
  const bucket: S3Bucket = {
    client: new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries: 2,
    }),
    config,
    urlOf: (key) => `${config.endpoint}/${config.bucket}/${checkedKey(key)}`,
  };
  return {
    location: `${config.endpoint}/${config.bucket}`,
    async put(key, data, contentType) {
      const response = await s3Send(bucket, key, {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': contentType },
      });
      if (response.status === 404) {
        throw new StorageError('unavailable', { cause: new Error(`bucket ${config.bucket} not found`) });
      }
    },
    async get(key) {
      const response = await s3Send(bucket, key, { method: 'GET' });
      if (response.status === 404) return null;
      return Buffer.from(await response.arrayBuffer());
    },
    stream: (key) => s3Stream(bucket, key),
    async remove(keys) {
      for (const key of keys) await s3Send(bucket, key, { method: 'DELETE' });
    },
    list: () => s3List(bucket),
  };
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '',
  );

/**
 * What the server logs at start about an S3 bucket's versioning, or nothing when it is on. With
 * versioning, a file deleted or overwritten (a mistake, a stolen key) can still be recovered from
 * the bucket: the backup keeps a night's picture, the versions keep every change since.
 */
export async function bucketVersioningWarning(
  config: Extract<PhotoStorageConfig, { kind: 's3' }>,
): Promise<string | undefined> {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const bucket = `le bucket « ${config.bucket} » de ${config.endpoint}`;
  const advice = 'Activez-y le versionnage (voir docs/deploy.md).';
  try {
    const response = await client.fetch(`${config.endpoint}/${config.bucket}?versioning`, {
      signal: AbortSignal.timeout(S3_TIMEOUT_MS),
    });
    const body = await response.text();
    // A service without versioning may answer 501, or (s3rver) list the bucket instead.
    if (!response.ok || !body.includes('<VersioningConfiguration')) {
      return `Photos : ${bucket} ne dit pas si son versionnage est activé. ${advice}`;
    }
    if (/<Status>Enabled<\/Status>/.test(body)) return undefined;
    return `Photos : le versionnage n’est pas activé sur ${bucket} : une photo supprimée ou écrasée ne pourrait pas y être retrouvée. ${advice}`;
  } catch {
    return `Photos : ${bucket} n’a pas répondu à la question du versionnage. ${advice}`;
  }
}

export function createPhotoStorage(config: PhotoStorageConfig): PhotoStorage {
  return config.kind === 's3' ? s3Storage(config) : diskStorage(config.dir);
}
