/**
 * One variant profile's processing, alone in its own process so that its peak memory is its own:
 * each photo file given is processed as the photo queue does it (libvips on one thread, no cache,
 * one photo at a time). Prints one JSON line: seconds for each photo, the variants' bytes per
 * photo, and the process's peak RSS. Run by `bench:photos`:
 *
 *   node --import tsx scripts/encode-photos.ts <library|gallery> <photo file>...
 */
import { readFileSync } from 'node:fs';
import { MAX_PHOTO_PIXELS } from '@lapm/contracts';
import { encodePhoto, PROFILE_FORMATS, type VariantProfile } from '@lapm/images/pipeline';
import sharp from 'sharp';

const [profile, ...files] = process.argv.slice(2);
if (!profile || !Object.hasOwn(PROFILE_FORMATS, profile)) {
  throw new Error(`profile: ${Object.keys(PROFILE_FORMATS).join(' | ')}`);
}
sharp.concurrency(1);
sharp.cache(false);

const seconds: number[] = [];
let variantBytes = 0;
for (const file of files) {
  const input = readFileSync(file);
  const started = performance.now();
  const photo = await encodePhoto(input, {
    limitInputPixels: MAX_PHOTO_PIXELS,
    profile: profile as VariantProfile,
  });
  seconds.push((performance.now() - started) / 1000);
  variantBytes += photo.files.reduce((sum, variant) => sum + variant.data.length, 0);
}
// This process's own peak (KiB): getrusage's maxRSS would keep the parent's from before exec.
const peakKiB = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
const peakRssMiB = Math.round(peakKiB / 1024);
console.log(
  JSON.stringify({ seconds, variantBytesPerPhoto: Math.round(variantBytes / files.length), peakRssMiB }),
);
