import { crc32 } from 'node:zlib';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { afterAll, beforeAll } from '@rstest/core';
import sharp from 'sharp';
import { type ApiResponse, addUser, call, login, PASSWORD, startTestServer, type TestServer } from './server';

/** Where the studio is: what a phone writes in a photo taken there, and what must never leak. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '43/1 36/1 40/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '3/1 52/1 36/1',
};

/** The EXIF tag that points to the GPS block (0x8825), as it is written in a little-endian file. */
export const hasGpsTag = (exif: Buffer | undefined) => exif?.includes(Buffer.from([0x25, 0x88])) === true;

/**
 * A small "photo" as a phone saves it: a gradient (not a flat colour), stored landscape with an
 * orientation tag saying it must be turned a quarter (so it shows portrait), and the place it was
 * taken in its EXIF, with the camera's make.
 */
export async function phonePhoto(width = 600, height = 400): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 97) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Pixel', Copyright: 'Client' }, IFD3: GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A photo whose encoding takes seconds: noise is the worst case for AVIF, and this one is encoded
 * at every width up to 1,600 pixels.
 */
export const noisyPhoto = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * A PNG whose header announces `width`×`height` pixels, with no image data after it: a few
 * dozen bytes that would ask for gigabytes once decoded.
 */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
  ]);
}

/** The first bytes of an iPhone's HEIC file (the `ftyp` box and its brands). */
export const heicStart = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(64),
  ]);

/** An upload as the admin screen sends it: the file's bytes, its name in a header. */
export function uploadPhoto(
  server: { url: string },
  cookie: string,
  name: string,
  data: Buffer,
): Promise<ApiResponse> {
  return call(server, 'POST', '/photos', {
    cookie,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
    rawBody: data,
  });
}

/** Polls a photo until its processing is over (ready or failed). */
export async function processed(server: { url: string }, cookie: string, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await call(server, 'GET', `/photos/${id}`, { cookie });
    const status = response.body?.data?.status;
    if (status === 'ready' || status === 'failed') return response.body.data;
    if (Date.now() > deadline) throw new Error(`photo ${id} still ${status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A server whose photo queue turns every 100 ms, with an admin and a client (cliente@exemple.fr) logged in. */
export async function startPhotoServer(): Promise<{ server: TestServer; admin: string; client: string }> {
  const server = await startTestServer({ PHOTO_QUEUE_INTERVAL_MS: '100' });
  const admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
  const client = await login(
    server,
    (await addUser(server, { email: 'cliente@exemple.fr' })).email,
    PASSWORD,
  );
  return { server, admin, client };
}

/** A processed photo of the library, uploaded as `name`: described with `alt` when given, published when asked. */
export async function libraryPhoto(
  server: { url: string },
  admin: string,
  { name, alt = '', published = false }: { name: string; alt?: string; published?: boolean },
): Promise<{ id: string }> {
  const upload = await uploadPhoto(server, admin, name, await phonePhoto());
  const photo = await processed(server, admin, upload.body.data.id);
  if (alt) await call(server, 'PUT', `/photos/${photo.id}/alt`, { cookie: admin, body: { alt } });
  if (published) {
    const response = await call(server, 'PUT', `/photos/${photo.id}/published`, {
      cookie: admin,
      body: { published: true },
    });
    if (response.status !== 200) throw new Error(`photo ${photo.id} not published: ${response.status}`);
  }
  return photo;
}

/** A photo server with its admin's and its client's session cookies. */
export type PhotoSetup = Awaited<ReturnType<typeof startPhotoServer>>;

/**
 * The photo server of a test file (see `startPhotoServer`), started before its tests and stopped
 * after them: its fields are there once the tests run.
 */
export function photoServerForFile(): PhotoSetup {
  const setup = {} as PhotoSetup;
  beforeAll(async () => {
    Object.assign(setup, await startPhotoServer());
  });
  afterAll(() => setup.server.close());
  return setup;
}

/** A processed photo of the library named after `alt`: published with it, or a draft (« brouillon ») without. */
export function altPhoto(setup: PhotoSetup, alt: string): Promise<{ id: string }> {
  return libraryPhoto(setup.server, setup.admin, {
    name: `${alt || 'brouillon'}.jpg`,
    alt,
    published: alt !== '',
  });
}

/** Puts photos in a place of the site, in that order, as the placements screen saves them (as the admin unless told). */
export const placePhotos = (
  setup: PhotoSetup,
  key: string,
  ids: string[],
  cookie = setup.admin,
  headers: Record<string, string> = {},
) =>
  call(setup.server, 'PUT', `/admin/placements/${encodeURIComponent(key)}`, {
    cookie,
    headers,
    body: { photo_ids: ids },
  });
