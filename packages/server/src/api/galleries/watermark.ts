import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { galleryKeys, type PhotoStorage } from '../photos/storage';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The studio's name in the lower right corner of a `width` × `height` image, light and small. */
export function watermarkLayer(width: number, height: number, text: string): Buffer {
  const size = Math.max(11, Math.round(Math.min(width, height) * 0.035));
  const margin = Math.round(size * 0.8);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="${width - margin}" y="${height - margin}" text-anchor="end" font-family="sans-serif" font-size="${size}"
 fill="#ffffff" fill-opacity="0.6" stroke="#000000" stroke-opacity="0.2" stroke-width="${(size / 28).toFixed(2)}">${escapeXml(text)}</text>
</svg>`);
}

/**
 * A preview with the studio's name on it (watermarkLayer). Drawing it costs a decode and an encode
 * (about 250 ms of CPU at 1600 pixels): it is drawn once per preview and kept (markedPreview).
 * The downloads of anyone without the download PIN carry it too (downloads.ts).
 */
export async function watermarked(data: Buffer, extension: 'webp' | 'jpg', text: string): Promise<Buffer> {
  const image = sharp(data);
  const { width = 0, height = 0 } = await image.metadata();
  const marked = image.composite([{ input: watermarkLayer(width, height, text), top: 0, left: 0 }]);
  return extension === 'webp'
    ? marked.webp({ quality: 72, effort: 2 }).toBuffer()
    : marked.jpeg({ quality: 75, mozjpeg: true, progressive: true }).toBuffer();
}

/**
 * Bumped when the drawing above changes: with the text, it names the stored marked previews, so
 * that a new drawing or a new studio name is drawn afresh rather than served from old files.
 */
const DRAWING_VERSION = 1;

/** What is drawn, as a short name: part of the stored file's key. */
export const watermarkMark = (text: string) =>
  createHash('sha256').update(`${DRAWING_VERSION}\n${text}`).digest('hex').slice(0, 12);

/** The marked previews a photo may have in storage under the current mark: removed with it. */
export const markedKeysOf = (photoId: string, widths: number[], text: string) =>
  widths.flatMap((width) =>
    (['webp', 'jpg'] as const).map((ext) => galleryKeys.marked(photoId, width, ext, watermarkMark(text))),
  );

/**
 * The marked preview, drawn on its first request then served from the storage (disk or bucket) as
 * a file: a wedding's guests browsing at once cost a file read each, not a drawing each. Keyed by
 * what is drawn, so turning the watermark off serves the plain preview again, and a new studio name
 * draws new files. Drawings under way are shared: sixteen guests on one new photo draw it once.
 * Null when the plain preview is not in storage.
 */
export function createMarkedPreviews(storage: PhotoStorage, log: FastifyBaseLogger) {
  const drawing = new Map<string, Promise<Buffer | null>>();
  async function draw(photoId: string, width: number, extension: 'webp' | 'jpg', text: string, key: string) {
    const plain = await storage.get(galleryKeys.variant(photoId, width, extension));
    if (!plain) return null;
    const data = await watermarked(plain, extension, text);
    // Not kept (full disk, bucket away): served all the same, and drawn again next time.
    await storage
      .put(key, data, extension === 'webp' ? 'image/webp' : 'image/jpeg')
      .catch((error: unknown) =>
        log.warn(
          { err: error, event: 'gallery_marked_preview_not_kept', photoId },
          'aperçu filigrané non gardé',
        ),
      );
    return data;
  }
  return async function markedPreview(
    photoId: string,
    width: number,
    extension: 'webp' | 'jpg',
    text: string,
  ): Promise<Buffer | null> {
    const key = galleryKeys.marked(photoId, width, extension, watermarkMark(text));
    const stored = await storage.get(key);
    if (stored) return stored;
    let pending = drawing.get(key);
    if (!pending) {
      pending = draw(photoId, width, extension, text, key).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };
}
