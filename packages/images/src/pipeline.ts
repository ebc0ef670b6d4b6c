/**
 * Build-time image pipeline: every source photo of a folder becomes AVIF, WebP and
 * JPEG files at a few widths (never wider than the source), with its intrinsic size
 * and a tiny blurred placeholder, through sharp. Output names carry a hash of the
 * source and of the settings, so they can be cached for a year, and a source whose
 * files already exist is skipped: regenerating is incremental.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import { photoVariantFormats } from '@lapm/contracts';
import sharp, { type Sharp } from 'sharp';
import type { PhotoFormat, ResponsiveImage } from './types';

/** Widths offered to `srcset`: phone, large phone / tablet, laptop, large screen. */
export const WIDTHS = [480, 800, 1200, 1600] as const;

const SOURCE = /\.(?:jpe?g|png|webp|avif|tiff?)$/i;

/**
 * Encoder settings: visually transparent for photos at a fraction of the JPEG bytes
 * (sharp documentation, "Output options"). Changing them changes every output name.
 * The efforts are the fastest that keep the quality: on a photo at 1600 px, AVIF at effort 3 has
 * the PSNR of effort 4 in 10 to 25 % more bytes (60 KiB instead of 47 on a grainy one) and a
 * quarter to a sixth of the time (effort 2 is worse on both counts: 2.5 dB lower in 80 % more
 * bytes); WebP at effort 4 has the bytes and PSNR of effort 5 in about two thirds of the time.
 */
export const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }),
};
const SETTINGS_VERSION = `2:${WIDTHS.join(',')}:avif50e3:webp72e4:jpeg75`;

/**
 * Which formats a photo is made in. The public library's pages offer AVIF first (the fewest bytes
 * for visitors, worth its slow encode: most of a photo's processing time). A client's gallery is
 * hundreds of photos that must be ready within minutes of the upload: WebP, which every browser the
 * site supports reads, and JPEG for the rest, each at every width, with the blurred placeholder.
 */
export type VariantProfile = 'library' | 'gallery';
export const PROFILE_FORMATS: Record<VariantProfile, readonly PhotoFormat[]> = {
  library: ['avif', 'webp', 'jpeg'],
  gallery: ['webp', 'jpeg'],
};

export interface PipelineOptions {
  /** Folder of source photos (the content folder). */
  sourceDir: string;
  /** Folder the variants and the manifest are written to (build output, never committed). */
  outDir: string;
  /** URL under which the server publishes `outDir/files`. */
  publicPath: string;
}

export interface PipelineResult {
  images: Record<string, ResponsiveImage>;
  generated: string[];
  skipped: string[];
}

/**
 * The key of a photo in the manifest: its path under the source folder without extension,
 * e.g. "mariage/01" or "demo/figue", so content can name slots by section.
 */
export const photoKey = (sourceDir: string, file: string) =>
  relative(sourceDir, file).slice(0, -extname(file).length).split(sep).join('/');

/** Every source photo under `dir`, sub-folders included, in a stable order. */
function sourcesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name))
    .map((name) => join(dir, name))
    .sort();
}

/**
 * A photo decoded once: oriented by its EXIF tag and shrunk to the widest variant while it is
 * read (libvips decodes a JPEG at 1/2, 1/4 or 1/8 of its size directly), its pixels kept raw.
 * Every variant and the placeholder are made from these pixels: decoding a 24-megapixel JPEG
 * costs more than all the encodes of a gallery together. `limitInputPixels` refuses a larger
 * image before its pixels are decoded.
 */
interface DecodedPhoto {
  /** Size once the EXIF orientation is applied: the one displayed. */
  width: number;
  height: number;
  /** The widths of `WIDTHS` the photo is made at, never wider than the photo itself. */
  widths: number[];
  pixels: () => Sharp;
}

async function decodeOnce(input: Buffer, limitInputPixels?: number): Promise<DecodedPhoto> {
  const source = sharp(input, { limitInputPixels, failOn: 'error' });
  const { width, height } = (await source.metadata()).autoOrient;
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, width)))];
  const { data, info } = await source
    .rotate()
    .resize(Math.max(...widths))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { width, height, widths, pixels: () => sharp(data, { raw }) };
}

/** One format at one width, from the decoded pixels. */
function encodeVariant(photo: DecodedPhoto, format: PhotoFormat, width: number): Promise<Buffer> {
  const widest = Math.max(...photo.widths);
  return ENCODERS[format](width === widest ? photo.pixels() : photo.pixels().resize(width)).toBuffer();
}

async function placeholderOf(photo: DecodedPhoto): Promise<string> {
  const tiny = await photo.pixels().resize(16).blur(1).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/** Writes through a temporary file, so a build reading it in parallel never sees half a file. */
function writeAtomically(target: string, data: string | Buffer) {
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, target);
}

async function processOne(
  file: string,
  options: PipelineOptions,
  files: string,
  encode: boolean,
): Promise<ResponsiveImage & { fresh: boolean }> {
  const input = readFileSync(file);
  const hash = createHash('sha256').update(input).update(SETTINGS_VERSION).digest('hex').slice(0, 10);
  const photo = await decodeOnce(input);
  const key = photoKey(options.sourceDir, file);
  // Output files live in one flat folder: "demo/figue" becomes "demo-figue.800.<hash>.avif".
  const stem = key.replaceAll('/', '-');
  const variants = { avif: [], webp: [], jpeg: [] } as ResponsiveImage['variants'];
  let fresh = false;
  for (const format of PROFILE_FORMATS.library) {
    for (const w of photo.widths) {
      const name = `${stem}.${w}.${hash}.${photoVariantFormats[format].extension}`;
      const target = join(files, name);
      if (!existsSync(target)) {
        fresh = true;
        if (encode) writeAtomically(target, await encodeVariant(photo, format, w));
      }
      variants[format].push({ src: `${options.publicPath}/${name}`, width: w });
    }
  }
  const { width, height } = photo;
  return { width, height, placeholder: await placeholderOf(photo), variants, fresh };
}

/** The typed manifest: one constant per build, keyed by photo name. */
function manifestModule(images: Record<string, ResponsiveImage>): string {
  return [
    '// Generated by @lapm/images (pnpm --filter @lapm/images build). Do not edit.',
    "import type { ResponsiveImage } from '../src/types';",
    '',
    `export const photos = ${JSON.stringify(images, null, 2)} as const satisfies Record<string, ResponsiveImage>;`,
    '',
    'export type PhotoName = keyof typeof photos;',
    '',
  ].join('\n');
}

/**
 * `encode: false` only writes the manifest (names, sizes, previews: under a second), which the
 * remotes import: typechecking, unit tests and the remotes' builds need it before the shell's
 * build has encoded the files, and it does not depend on them.
 */
export async function buildImages(
  options: PipelineOptions,
  { encode = true }: { encode?: boolean } = {},
): Promise<PipelineResult> {
  const files = join(options.outDir, 'files');
  mkdirSync(files, { recursive: true });
  const result: PipelineResult = { images: {}, generated: [], skipped: [] };
  for (const file of sourcesIn(options.sourceDir)) {
    const { fresh, ...image } = await processOne(file, options, files, encode);
    result.images[photoKey(options.sourceDir, file)] = image;
    (fresh ? result.generated : result.skipped).push(relative(options.sourceDir, file));
  }
  writeAtomically(join(options.outDir, 'photos.ts'), manifestModule(result.images));
  if (!encode) return result;
  // Files of removed or changed sources are dropped, so the output only holds what the manifest names.
  const kept = new Set(
    Object.values(result.images).flatMap((image) =>
      Object.values(image.variants).flatMap((list) => list.map((v) => basename(v.src))),
    ),
  );
  for (const name of readdirSync(files))
    if (!kept.has(name) && !name.endsWith('.tmp')) rmSync(join(files, name));
  return result;
}

export interface EncodedPhoto {
  /** Size once the EXIF orientation is applied. */
  width: number;
  height: number;
  placeholder: string;
  /** Every variant: each format of the profile at each width of `WIDTHS` no wider than the photo. */
  files: { format: PhotoFormat; width: number; data: Buffer }[];
}

/**
 * One uploaded photo, in memory, into the variants of its profile: oriented by its EXIF tag, with
 * no metadata left in any output (sharp writes none unless asked, so GPS position, camera and
 * owner never leave the original).
 */
export async function encodePhoto(
  input: Buffer,
  { limitInputPixels, profile }: { limitInputPixels: number; profile: VariantProfile },
): Promise<EncodedPhoto> {
  const photo = await decodeOnce(input, limitInputPixels);
  const files: EncodedPhoto['files'] = [];
  for (const format of PROFILE_FORMATS[profile])
    for (const width of photo.widths)
      files.push({ format, width, data: await encodeVariant(photo, format, width) });
  const { width, height } = photo;
  return { width, height, placeholder: await placeholderOf(photo), files };
}
