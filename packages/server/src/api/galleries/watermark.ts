import sharp from 'sharp';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * A preview with the studio's name in its lower right corner, light and small, as it is sent: laid
 * on the stored variant at each request rather than at encoding time, so that turning it on or off
 * is immediate and re-encodes nothing, and the originals (the downloads) never carry it. It costs a
 * decode and an encode of a variant (tens of milliseconds at 480 pixels); the browser keeps it.
 */
export async function watermarked(data: Buffer, extension: 'webp' | 'jpg', text: string): Promise<Buffer> {
  const image = sharp(data);
  const { width = 0, height = 0 } = await image.metadata();
  const size = Math.max(11, Math.round(Math.min(width, height) * 0.035));
  const margin = Math.round(size * 0.8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="${width - margin}" y="${height - margin}" text-anchor="end" font-family="sans-serif" font-size="${size}"
 fill="#ffffff" fill-opacity="0.6" stroke="#000000" stroke-opacity="0.2" stroke-width="${(size / 28).toFixed(2)}">${escapeXml(text)}</text>
</svg>`;
  const marked = image.composite([{ input: Buffer.from(svg), top: 0, left: 0 }]);
  return extension === 'webp'
    ? marked.webp({ quality: 72, effort: 2 }).toBuffer()
    : marked.jpeg({ quality: 75, mozjpeg: true, progressive: true }).toBuffer();
}
