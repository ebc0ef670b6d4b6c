import { describe, expect, it } from '@rstest/core';
import { navVariantFor } from './useNavVariant';

describe('navigation variant', () => {
  it('is the desktop bar above 50 root-font units, the mobile bar at 50 or less', () => {
    expect(navVariantFor(801, 16)).toBe('desktop');
    expect(navVariantFor(800, 16)).toBe('mobile');
    expect(navVariantFor(1200, 16)).toBe('desktop');
    expect(navVariantFor(1000, 20)).toBe('mobile');
    expect(navVariantFor(1001, 20)).toBe('desktop');
  });
});
