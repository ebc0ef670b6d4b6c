import sharp from 'sharp';

/** A 24-megapixel camera's frame, as the benchmark asks (`bench:photos`, e2e `bench:busy`). */
export const CAMERA_WIDTH = 6000;
export const CAMERA_HEIGHT = 4000;

/**
 * A photo-like picture: large soft shapes (a small random image enlarged, as light and colour
 * vary across a scene) with fine grain on top (sensor noise), which JPEG cannot flatten away.
 * Each seed gives another picture, of about 9 MB as a 24-megapixel camera's JPEG at quality 90:
 * a flat colour, or a lighter file, would decode and encode far faster than a photo.
 */
export async function cameraPhoto(seed: number): Promise<Buffer> {
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const small = Buffer.alloc(60 * 40 * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
  const { data } = await sharp(small, { raw: { width: 60, height: 40, channels: 3 } })
    .resize(CAMERA_WIDTH, CAMERA_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, (data[i] as number) + Math.floor(random() * 48) - 24));
  }
  return sharp(data, { raw: { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
