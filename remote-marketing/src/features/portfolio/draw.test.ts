import { describe, expect, it } from '@rstest/core';
import { sample, seededRandom } from './draw';

const pool = Array.from({ length: 30 }, (_, index) => index);

describe('sample', () => {
  it('draws the asked number of distinct items from the pool', () => {
    const drawn = sample(pool, 15);
    expect(drawn).toHaveLength(15);
    expect(new Set(drawn).size).toBe(15);
    for (const item of drawn) expect(pool).toContain(item);
  });

  it('never draws more than the pool holds and leaves the pool untouched', () => {
    const small = [1, 2, 3];
    expect(sample(small, 10).sort()).toEqual([1, 2, 3]);
    expect(small).toEqual([1, 2, 3]);
  });

  it('follows the random source, so two draws usually differ', () => {
    expect(sample(pool, 3, () => 0)).toEqual([0, 1, 2]);
    expect(sample(pool, 3, () => 0.999)).toEqual([29, 0, 1]);
  });
});

describe('seededRandom', () => {
  it('draws the same sample again from the same seed, and another from another seed or list', () => {
    const draw = (seed: number, salt: string) => sample(pool, 10, seededRandom(seed, salt));
    expect(draw(42, 'paysages')).toEqual(draw(42, 'paysages'));
    expect(draw(42, 'paysages')).not.toEqual(draw(43, 'paysages'));
    expect(draw(42, 'paysages')).not.toEqual(draw(42, 'portraits'));
    for (const value of Array.from({ length: 100 }, seededRandom(7))) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
