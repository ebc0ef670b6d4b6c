import type { Readable } from 'node:stream';
import { hasControlCharacter, hasLineBreak, photoMessages } from '@lapm/contracts';
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
