import type { Readable } from 'node:stream';
import {
  hasControlCharacter,
  hasLineBreak,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  photoMessages,
} from '@lapm/contracts';
import sharp from 'sharp';
import { HttpError } from '../errors';

// How an upload is read, for the library's photos and the client galleries' alike.

/** A file name as the admin will read it: one line, no control characters, a sane length. */
export function displayName(header: string | string[] | undefined): string {
  let name = '';
  try {
    name = decodeURIComponent(typeof header === 'string' ? header : '');
  } catch {}
  name = [...name]
    .filter((character) => !hasControlCharacter(character) && !hasLineBreak(character))
    .join('')
    .trim()
    .slice(0, 255);
  if (!name) throw new HttpError(400, photoMessages.missingName);
  return name;
}

/** The request body, read up to `max` bytes: a larger upload stops there, whatever it announced. */
export async function readCapped(body: Readable, max: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/**
 * A photo's size from its header alone: libvips reads it without decoding a single pixel (its own
 * pixel limit is lifted so that the size is always read, and compared here). Refused in French
 * when the header is unreadable, when it announces too many pixels, or a side no output format
 * holds. `oriented`: the size as the photo shows, turned by its EXIF orientation.
 */
export async function photoSize(data: Buffer, name: string, oriented = false) {
  let size: { width?: number; height?: number };
  let exif: Buffer | undefined;
  try {
    const metadata = await sharp(data, { limitInputPixels: false }).metadata();
    size = oriented ? metadata.autoOrient : metadata;
    exif = metadata.exif;
  } catch {
    throw new HttpError(422, photoMessages.corrupt(name));
  }
  const { width, height } = size;
  if (!width || !height) throw new HttpError(422, photoMessages.corrupt(name));
  if (width * height > MAX_PHOTO_PIXELS) throw new HttpError(413, photoMessages.tooManyPixels(name));
  if (Math.max(width, height) > MAX_PHOTO_SIDE)
    throw new HttpError(422, photoMessages.sideTooLong(name, width, height));
  return { width, height, exif };
}
