import sharp from 'sharp';

/** The EXIF tag that points to the GPS block (0x8825), little-endian as sharp writes it. */
export const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A phone photo taken at a client's home: its place in the EXIF, turned by its orientation tag. */
export async function photoWithGps(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / 2700)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Pixel' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 36/1 40/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 52/1 36/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
