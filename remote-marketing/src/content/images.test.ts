import { demoPhotos } from '@lapm/images/demo';
import { photos } from '@lapm/images/photos';
import { describe, expect, it } from '@rstest/core';
import { photo, photoIn, shareImage } from './images';

const demoAlts = new Set(demoPhotos.map((demo) => demo.alt));

describe('photo', () => {
  it('fills a slot the studio has not filled with a demo photo of its ratio, described as it is', () => {
    for (const [ratio, aspect] of [
      ['portrait', 2 / 3],
      ['landscape', 3 / 2],
      ['square', 1],
    ] as const) {
      const image = photo('mariage/01', 'Robe de mariée', ratio);
      expect(demoAlts.has(image.alt)).toBe(true);
      expect(image.width / image.height).toBeCloseTo(aspect, 2);
      expect(image.variants.avif[0]?.src).toMatch(/^\/images\/demo-/);
    }
  });

  it("uses the studio's photo of a slot, with the slot's text, once it exists", () => {
    const studio = { ...photos['demo/figue'], placeholder: 'data:image/webp;base64,AAAA' };
    const manifest = { ...photos, 'mariage/01': studio };
    expect(photoIn(manifest, 'mariage/01', 'Robe de mariée', 'portrait')).toEqual({
      ...studio,
      alt: 'Robe de mariée',
    });
    expect(photoIn(manifest, 'mariage/02', 'Robe de mariée', 'portrait').alt).not.toBe('Robe de mariée');
  });
});

describe('shareImage', () => {
  it('announces the largest JPEG with its own size', () => {
    const image = photo('accueil/hero', 'Accueil', 'landscape');
    expect(shareImage(image)).toEqual({
      src: image.variants.jpeg.at(-1)?.src,
      alt: image.alt,
      width: 1600,
      height: 1067,
    });
  });
});
