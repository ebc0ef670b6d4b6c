import { parsePlaceholderSrc } from '@lapm/ui';
import { describe, expect, it } from '@rstest/core';
import { photo } from './images';

describe('photo', () => {
  it('falls back to a placeholder with the aspect ratio of the frame', () => {
    const image = photo('mariage/01', 'Robe de mariée', 'portrait');
    expect(image).toMatchObject({ alt: 'Robe de mariée', width: 800, height: 1200 });
    expect(parsePlaceholderSrc(image.src)).toEqual({ seed: 'mariage/01', width: 800, height: 1200 });
  });
});
