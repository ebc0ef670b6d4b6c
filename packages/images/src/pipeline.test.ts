import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { buildImages } from './pipeline';

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
