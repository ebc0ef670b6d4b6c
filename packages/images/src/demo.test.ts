import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { demoPhotoFor, demoPhotos, type Ratio } from './demo';
import { imagePaths } from './paths';

const aspect: Record<Ratio, number> = { landscape: 3 / 2, portrait: 2 / 3, square: 1 };

describe('demo photos', () => {
  it('each has its committed file, cropped to its ratio and at most 1600 px wide', async () => {
    for (const photo of demoPhotos) {
      const { width = 0, height = 0 } = await sharp(
        join(imagePaths.sourceDir, `${photo.key}.jpg`),
      ).metadata();
      expect({ key: photo.key, ratio: Math.abs(width / height - aspect[photo.ratio]) < 0.005 }).toEqual({
        key: photo.key,
        ratio: true,
      });
      expect(width).toBeLessThanOrEqual(1600);
    }
  });

  it('fill a slot with a photo of its ratio, the same at every call', () => {
    for (const ratio of ['landscape', 'portrait', 'square'] as const) {
      expect(demoPhotoFor('accueil/hero', ratio).ratio).toBe(ratio);
    }
    expect(demoPhotoFor('accueil/hero', 'landscape')).toBe(demoPhotoFor('accueil/hero', 'landscape'));
  });

  it('give neighbouring slots of a series different photos', () => {
    const series = ['01', '02', '03', '04'].map((n) => demoPhotoFor(`mariage/${n}`, 'portrait').key);
    expect(new Set(series).size).toBe(4);
    expect(demoPhotoFor('mariage/05', 'portrait')).toBe(demoPhotoFor('mariage/01', 'portrait'));
  });
});
