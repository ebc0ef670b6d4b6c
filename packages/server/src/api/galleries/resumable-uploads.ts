import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { galleryApiPaths, MAX_PHOTO_BYTES, photoMessages, resumableUploadMetadata } from '@lapm/contracts';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { displayName, readCapped } from '../photos/upload';
import { findGalleryAlbum } from './access';
import { receiveGalleryPhoto } from './receive-photo';
import { albumNotFound, toAdminPhoto } from './repository';

/** An upload left unfinished this long (a laptop closed for the night and more) is dropped. */
export const UNFINISHED_UPLOAD_MS = 48 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The folder of the bytes received so far, one file per upload, until the photo is whole. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** A refusal the tus server sends as is: the status, and the same JSON body as the rest of the API. */
const refusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify({ message }),
});

const asRefusal = (error: unknown) =>
  error instanceof HttpError ? refusal(error.statusCode, error.message) : error;

/** The checked album and file name of a new upload, kept in its metadata for the end. */
async function checkedMetadata(context: ApiContext, upload: Upload) {
  let name: string;
  try {
    name = displayName(upload.metadata?.[resumableUploadMetadata.name] ?? undefined);
  } catch (error) {
    throw asRefusal(error);
  }
  const albumId = Number(upload.metadata?.[resumableUploadMetadata.album]);
  if (!Number.isSafeInteger(albumId) || albumId < 1 || !(await findGalleryAlbum(context.db, albumId))) {
    throw asRefusal(albumNotFound());
  }
  if (upload.size === 0) throw refusal(400, photoMessages.empty(name));
  return { [resumableUploadMetadata.album]: String(albumId), [resumableUploadMetadata.name]: name };
}

/** The whole photo, received: it goes the way of a one-request upload, and the answer carries it. */
async function finishedUpload(
  context: ApiContext,
  datastore: FileStore,
  log: { log: FastifyBaseLogger },
  upload: Upload,
) {
  const name = upload.metadata?.[resumableUploadMetadata.name] ?? '';
  const albumId = Number(upload.metadata?.[resumableUploadMetadata.album]);
  const data = await readCapped(
    datastore.read(upload.id) as Readable,
    MAX_PHOTO_BYTES,
    () => new HttpError(413, photoMessages.tooLarge(name)),
  );
  const row = await receiveGalleryPhoto(context, log, { albumId, name, data });
  return {
    status_code: 201,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ photo: toAdminPhoto(row) }),
  };
}

/**
 * The tus server's own refusals are English plain text: the API answers every refusal in French
 * JSON, as the rest of it does (the admin's screen shows the message).
 */
const protocolRefusals: Record<number, string> = {
  400: 'Envoi refusé : un en-tête du protocole d’envoi manque ou est mal formé.',
  404: 'Cet envoi est introuvable : choisissez la photo de nouveau.',
  409: 'Cet envoi a changé entre-temps : choisissez la photo de nouveau.',
  410: 'Cet envoi a expiré : choisissez la photo de nouveau.',
  412: 'Protocole d’envoi non reconnu.',
  413: 'Fichier trop volumineux : 50 Mo au plus.',
};

async function refusalOf(response: Response): Promise<{ message: string }> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return { message: body.message };
  } catch {
    // Not one of ours: the protocol's.
  }
  return { message: protocolRefusals[response.status] ?? 'Envoi refusé.' };
}

/** Headers that belong to this connection, not to the request the tus server reads. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding']);

/** The request as the tus server reads it (web `Request`), its body streamed as it arrives. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const streamed = request.method === 'PATCH' || request.method === 'POST';
  return new Request(`http://localhost${request.url}`, {
    method: request.method,
    headers,
    ...(streamed && { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' }),
  } as RequestInit);
}

/** The tus server's answer through Fastify; a refusal in French JSON. */
async function sendAnswer(reply: FastifyReply, response: Response) {
  for (const [name, value] of response.headers) {
    if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
  }
  reply.code(response.status);
  if (response.status >= 400)
    return reply.type('application/json; charset=utf-8').send(await refusalOf(response));
  const type = response.headers.get('content-type');
  if (type) reply.type(type);
  const body = Buffer.from(await response.arrayBuffer());
  return reply.send(body.length > 0 ? body : undefined);
}

/**
 * An upload the browser goes on with that this instance does not hold. Told so when it asks where
 * the upload stands (HEAD), the browser sends the photo again from its first byte; a piece sent to
 * it (PATCH) fails that attempt instead. Said in the log with what is left of it on disk (its
 * bytes, its description), for whoever looks for why a photo was sent twice or failed.
 */
function warnIfLost(request: FastifyRequest, response: Response, directory: string) {
  if (response.status !== 404 || request.method === 'POST') return;
  const { uploadId } = request.params as { uploadId: string };
  // Ours are hexadecimal: anything else is no file name to look for.
  const ours = /^[0-9a-f]+$/.test(uploadId);
  request.log.warn(
    {
      uploadId,
      method: request.method,
      bytesOnDisk: ours && existsSync(join(directory, uploadId)),
      infoOnDisk: ours && existsSync(join(directory, `${uploadId}.json`)),
    },
    'envoi repris introuvable',
  );
}

/**
 * Resumable uploads of a séance's photos, on the tus protocol (`@tus/server`): a lost
 * connection or a closed laptop goes on from the last byte the server has, instead of sending
 * the photo again. Once the photo is whole it goes the way of a one-request upload
 * (receive-photo.ts); the bytes received so far are then deleted, a refused photo's too, so that
 * sending it again starts afresh.
 */
export const resumableUploadRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  // The bytes wait on this instance's disk, even with the photos in a bucket: the requests of one
  // upload must reach the instance that started it (docs/deploy.md).
  const directory = uploadsDir(context.config.dataDir);
  const datastore = new FileStore({
    directory,
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS,
  });
  // Each instance drops its abandoned uploads itself when a new upload starts, at most once an hour.
  let sweptAt = 0;
  const sweepAbandoned = () => {
    const now = context.clock().getTime();
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    datastore
      .deleteExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'envois interrompus non supprimés'));
  };
  // The Fastify request behind each of the tus server's, for its logger.
  const requests = new WeakMap<Request, FastifyRequest>();
  const loggerOf = (request: Request) => requests.get(request) ?? { log: app.log };

  const tus = new Server({
    path: `/api${galleryApiPaths.adminUploads}`,
    datastore,
    maxSize: MAX_PHOTO_BYTES,
    relativeLocation: true,
    // Same-origin only: no Access-Control-Allow-Origin is sent.
    allowedOrigins: [],
    async onUploadCreate(_request, upload) {
      sweepAbandoned();
      return { metadata: await checkedMetadata(context, upload) };
    },
    async onUploadFinish(request, upload) {
      try {
        return await finishedUpload(context, datastore, loggerOf(request), upload);
      } catch (error) {
        throw asRefusal(error);
      } finally {
        await datastore.remove(upload.id).catch(() => undefined);
      }
    },
  });

  // The tus server reads the body itself, as it arrives.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const routes = [
    { url: galleryApiPaths.adminUploads, method: ['POST'] },
    { url: `${galleryApiPaths.adminUploads}/:uploadId`, method: ['HEAD', 'PATCH', 'DELETE'] },
  ];
  for (const { url, method } of routes) {
    app.route({
      method,
      url,
      config: { access: 'admin' },
      handler: async (request, reply) => {
        const web = webRequest(request);
        requests.set(web, request);
        const response = await tus.handleWeb(web);
        warnIfLost(request, response, directory);
        return sendAnswer(reply, response);
      },
    });
  }
};
