import { createHash, timingSafeEqual } from 'node:crypto';
import { type DownloadRights, studio, WEB_SIZE_LONG_SIDE } from '@lapm/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { galleryKeys, type PhotoStorage } from '../photos/storage';
import { accessCookiePath, accessPageCookiePath, type GalleryAlbum, type Viewer } from './access';
import { watermarkLayer, watermarkMark } from './watermark';

/**
 * What a viewer may download. The admin: everything, as it is. Anyone else, when downloads are on:
 * the web size always; the originals only where the album gives them and nothing marks its files
 * for this viewer. A download PIN, when set, is what lifts the mark: without it, no original, and
 * the web size carries the watermark when the watermark is on. With the watermark on and no PIN
 * set, no one gets an unmarked file (the « 10 included » formula is not bypassed by a download).
 */
export function downloadRights(album: GalleryAlbum, viewer: Viewer, pinGiven: boolean): DownloadRights {
  if (viewer === 'admin') {
    return { high: true, web: true, watermarked: false, pinAsked: false, favouritesOnly: false };
  }
  if (!album.downloadsEnabled) {
    return { high: false, web: false, watermarked: false, pinAsked: false, favouritesOnly: false };
  }
  const pinSet = album.downloadPinHash !== null;
  const unlocked = pinSet && pinGiven;
  const unmarked = pinSet ? unlocked : !album.watermark;
  return {
    high: album.downloadSize === 'high' && unmarked,
    web: true,
    watermarked: album.watermark && !unlocked,
    pinAsked: pinSet && !unlocked,
    favouritesOnly: album.downloadFavouritesOnly,
  };
}

export const pinCookieName = (albumId: number) => `lapm_gallery_pin_${albumId}`;

/**
 * What the PIN cookie holds: a digest of the album and of the PIN's hash (salted, never sent).
 * A new PIN, or none, makes every cookie of the old one worthless; without the database, no one
 * can make one.
 */
export const pinProof = (albumId: number, pinHash: string) =>
  createHash('sha256').update(`download-pin\n${albumId}\n${pinHash}`).digest('hex');

/** Whether this browser gave the album's current download PIN. */
export function pinGivenBy(request: FastifyRequest, album: GalleryAlbum): boolean {
  const cookie = request.cookies[pinCookieName(album.id)];
  if (!cookie || album.downloadPinHash === null) return false;
  const expected = Buffer.from(pinProof(album.id, album.downloadPinHash));
  const given = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Where the PIN's cookie goes: the album's API paths, and its page, whose first screen the server
 * renders with the downloads this browser may make (docs/decisions/0023).
 */
export const pinCookieOptions = (albumId: number, secure: boolean, expires: Date) =>
  [accessCookiePath(albumId), accessPageCookiePath(albumId)].map((path) => ({
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    expires,
  }));

/** A web-size file's name: the original's, as a JPEG. */
export const webFileName = (fileName: string) => `${fileName.replace(/\.[^.]{1,16}$/, '')}.jpg`;

/**
 * A photo at WEB_SIZE_LONG_SIDE pixels on its long side (never enlarged), upright, in sRGB with its
 * profile, the studio's name as the file's Artist and Copyright and nothing else of the original's
 * metadata (no GPS position); with `mark`, the watermark drawn on it. Plain libjpeg, not mozjpeg:
 * measured on a 24 MP photo, mozjpeg took about half as long again for a file a fifth smaller.
 */
export async function webSized(original: Buffer, mark: string | null): Promise<Buffer> {
  const { data, info } = await sharp(original, { limitInputPixels: false })
    .autoOrient()
    .resize({
      width: WEB_SIZE_LONG_SIDE,
      height: WEB_SIZE_LONG_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (mark !== null)
    image.composite([{ input: watermarkLayer(info.width, info.height, mark), top: 0, left: 0 }]);
  return image
    .jpeg({ quality: 88, progressive: true })
    .withIccProfile('srgb')
    .withExif({ IFD0: { Artist: studio.name, Copyright: `© ${studio.name}` } })
    .toBuffer();
}

/** Every web-size file a photo may have in storage: removed with it. */
export const webKeysOf = (photoId: string, text: string) => [
  galleryKeys.web(photoId),
  galleryKeys.web(photoId, watermarkMark(text)),
];

/**
 * The web-size file, made from the original on its first request then served from the storage
 * (as the marked previews are): a wedding's ZIP asked again, or by a second phone, costs file
 * reads only. Made one at a time: a ZIP of 300 photos does not take both cores from the site.
 * Null when the original is not in storage.
 */
export function createWebSizes(storage: PhotoStorage, log: FastifyBaseLogger) {
  const making = new Map<string, Promise<Buffer | null>>();
  let queue: Promise<unknown> = Promise.resolve();
  async function make(photo: { id: string; storageKey: string }, marked: boolean, key: string) {
    const original = await storage.get(photo.storageKey);
    if (!original) return null;
    const data = await webSized(original, marked ? studio.name : null);
    // Not kept (full disk, bucket away): served all the same, and made again next time.
    await storage
      .put(key, data, 'image/jpeg')
      .catch((error: unknown) =>
        log.warn(
          { err: error, event: 'gallery_web_size_not_kept', photoId: photo.id },
          'taille web non gardée',
        ),
      );
    return data;
  }
  return async function webSize(
    photo: { id: string; storageKey: string },
    marked: boolean,
  ): Promise<Buffer | null> {
    const key = galleryKeys.web(photo.id, marked ? watermarkMark(studio.name) : undefined);
    const stored = await storage.get(key);
    if (stored) return stored;
    let pending = making.get(key);
    if (!pending) {
      const run = queue.then(() => make(photo, marked, key));
      queue = run.catch(() => undefined);
      pending = run.finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  };
}
