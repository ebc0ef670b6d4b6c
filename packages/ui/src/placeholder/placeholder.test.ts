import { describe, expect, it } from '@rstest/core';
import { colors } from '../tokens/tokens';
import {
  isPlaceholderSrc,
  parsePlaceholderSrc,
  placeholderDataUri,
  placeholderSrc,
  placeholderSvg,
} from './placeholder';

describe('placeholder tokens', () => {
  it('round-trips seed and size', () => {
    const src = placeholderSrc('mariage-3', 1200, 800);
    expect(src).toBe('placeholder:mariage-3:1200x800');
    expect(isPlaceholderSrc(src)).toBe(true);
    expect(parsePlaceholderSrc(src)).toEqual({ seed: 'mariage-3', width: 1200, height: 800 });
  });

  it('treats real paths and malformed tokens as not placeholders', () => {
    expect(parsePlaceholderSrc('/images/mariage-3.jpg')).toBeNull();
    expect(parsePlaceholderSrc('placeholder:x:0x800')).toBeNull();
    expect(parsePlaceholderSrc('placeholder:x:wide')).toBeNull();
    expect(() => placeholderSrc('a:b', 10, 10)).toThrow();
  });
});

describe('placeholder compositions', () => {
  const spec = { seed: 'solo-2', width: 800, height: 1200 };

  it('are deterministic per seed and differ between seeds', () => {
    expect(placeholderSvg(spec)).toBe(placeholderSvg(spec));
    expect(placeholderSvg(spec)).not.toBe(placeholderSvg({ ...spec, seed: 'solo-3' }));
  });

  it('keep the real aspect ratio', () => {
    expect(placeholderSvg(spec)).toContain('viewBox="0 0 800 1200"');
  });

  it('are soft gradients and shapes, not a flat grey box', () => {
    const svg = placeholderSvg(spec);
    expect(svg).toContain('<linearGradient');
    expect(svg).toContain('<radialGradient');
    expect(svg).toContain('feGaussianBlur');
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(3);
    expect(svg).not.toMatch(/#(808080|999999|cccccc|d3d3d3)/i);
  });

  it('draw from the palette family across seeds', () => {
    const all = Array.from({ length: 20 }, (_, i) => placeholderSvg({ ...spec, seed: `s${i}` })).join('');
    expect(all).toContain(colors.accent);
  });

  it('encode into a data URI an <img> can show', () => {
    const uri = placeholderDataUri(spec);
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(uri.split(',')[1] ?? '')).toBe(placeholderSvg(spec));
  });
});
