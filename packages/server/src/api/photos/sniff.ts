import { type PhotoType, photoMessages } from '@lapm/contracts';
import { HttpError } from '../errors';

/**
 * What a file is, from its first bytes: an accepted type, a camera or export format the browsers
 * do not show (HEIC, TIFF: refused, saying how to export it), or unknown.
 */
export type SniffedType = PhotoType | 'heic' | 'tiff' | null;

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);
const ascii = (data: Buffer, from: number, to: number) => data.subarray(from, to).toString('latin1');

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The brands of an ISO base media file (AVIF, HEIC): the major one, then the compatible ones. */
function brandsOf(data: Buffer): string[] {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return [];
  const boxSize = Math.min(data.readUInt32BE(0), data.length, 4096);
  const brands = [ascii(data, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(data, at, at + 4));
  return brands;
}

/**
 * The type read from the content, whatever the file's name or the browser's label say. AVIF and
 * HEIC share a container: a file is AVIF when it names an AVIF brand (a HEIC file may list the
 * generic `mif1` too), HEIC when it names only HEIF ones.
 */
function sniffType(data: Buffer): SniffedType {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  const brands = brandsOf(data);
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return null;
}

export const mimeTypes: Record<PhotoType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * The type of an uploaded photo, or a 415 in French: a format the browsers do not show (HEIC,
 * TIFF) says how to export it, anything else gets `unknownMessage`.
 */
export function acceptedType(data: Buffer, name: string, unknownMessage: string): PhotoType {
  const type = sniffType(data);
  if (type === 'heic') throw new HttpError(415, photoMessages.heic(name));
  if (type === 'tiff') throw new HttpError(415, photoMessages.tiff(name));
  if (!type) throw new HttpError(415, unknownMessage);
  return type;
}
