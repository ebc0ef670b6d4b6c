import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { buildImages, encodePhoto } from './pipeline';

/** A source "photo": a plain colour is enough to check sizes, formats and skipping. */
async function sourcePhoto(dir: string, name: string, width: number, height: number) {
  await sharp({ create: { width, height, channels: 3, background: '#b08968' } })
    .jpeg()
    .toFile(join(dir, name));
}

describe('image pipeline', () => {
  it('makes AVIF, WebP and JPEG variants no wider than the source, then skips unchanged sources', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lapm-images-'));
    const sourceDir = join(root, 'photos');
    const outDir = join(root, 'dist');
    mkdirSync(sourceDir);
    await sourcePhoto(sourceDir, 'mariage-01.jpg', 1000, 1500);
    mkdirSync(join(sourceDir, 'demo'));
    await sourcePhoto(join(sourceDir, 'demo'), 'figue.jpg', 400, 300);
    const options = { sourceDir, outDir, publicPath: '/images' };

    const first = await buildImages(options);
    const image = first.images['mariage-01'];
    expect(first.generated).toEqual(['demo/figue.jpg', 'mariage-01.jpg']);
    expect(first.images['demo/figue']?.variants.webp[0]?.src).toMatch(
      /^\/images\/demo-figue\.400\.[0-9a-f]{10}\.webp$/,
    );
    expect(image?.width).toBe(1000);
    expect(image?.height).toBe(1500);
    expect(image?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image?.variants.avif.map((v) => v.width)).toEqual([480, 800, 1000]);
    expect(image?.variants.jpeg[0]?.src).toMatch(/^\/images\/mariage-01\.480\.[0-9a-f]{10}\.jpg$/);
    const files = readdirSync(join(outDir, 'files'));
    expect(files).toHaveLength(12);
    const meta = await sharp(
      join(outDir, 'files', files.find((f) => f.includes('.800.') && f.endsWith('.avif')) ?? ''),
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 800, 1200]);
    expect(readFileSync(join(outDir, 'photos.ts'), 'utf8')).toContain('"mariage-01"');

    const times = files.map((f) => statSync(join(outDir, 'files', f)).mtimeMs);
    const second = await buildImages(options);
    expect(second.skipped).toEqual(['demo/figue.jpg', 'mariage-01.jpg']);
    expect(readdirSync(join(outDir, 'files')).map((f) => statSync(join(outDir, 'files', f)).mtimeMs)).toEqual(
      times,
    );
  });
});

describe('manifest only', () => {
  it('names the same files as a full build without encoding any', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lapm-images-'));
    const sourceDir = join(root, 'photos');
    mkdirSync(sourceDir);
    await sourcePhoto(sourceDir, 'solo-01.jpg', 900, 600);
    const manifest = await buildImages(
      { sourceDir, outDir: join(root, 'a'), publicPath: '/images' },
      { encode: false },
    );
    expect(readdirSync(join(root, 'a', 'files'))).toEqual([]);
    const full = await buildImages({ sourceDir, outDir: join(root, 'b'), publicPath: '/images' });
    expect(manifest.images).toEqual(full.images);
  });
});

describe('variant profiles of an uploaded photo', () => {
  /** Upright once its EXIF orientation (6: turned a quarter) is applied: 1000 wide, 1500 high. */
  const upload = () =>
    sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#6b705c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
  const limitInputPixels = 50_000_000;

  it('makes a gallery photo in WebP and JPEG only, at every width, with its placeholder', async () => {
    const photo = await encodePhoto(await upload(), { limitInputPixels, profile: 'gallery' });
    expect([photo.width, photo.height]).toEqual([1000, 1500]);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.files.map((file) => `${file.format} ${file.width}`)).toEqual([
      'webp 480',
      'webp 800',
      'webp 1000',
      'jpeg 480',
      'jpeg 800',
      'jpeg 1000',
    ]);
    const written = await Promise.all(photo.files.map((file) => sharp(file.data).metadata()));
    expect(written.map((meta) => [meta.format, meta.width, meta.height])).toEqual([
      ['webp', 480, 720],
      ['webp', 800, 1200],
      ['webp', 1000, 1500],
      ['jpeg', 480, 720],
      ['jpeg', 800, 1200],
      ['jpeg', 1000, 1500],
    ]);
  });

  it('makes a library photo in AVIF, WebP and JPEG at every width', async () => {
    const photo = await encodePhoto(await upload(), { limitInputPixels, profile: 'library' });
    const written = await Promise.all(photo.files.map((file) => sharp(file.data).metadata()));
    expect(written.map((meta) => `${meta.format} ${meta.width}×${meta.height}`)).toEqual([
      'heif 480×720',
      'heif 800×1200',
      'heif 1000×1500',
      'webp 480×720',
      'webp 800×1200',
      'webp 1000×1500',
      'jpeg 480×720',
      'jpeg 800×1200',
      'jpeg 1000×1500',
    ]);
  });
});
