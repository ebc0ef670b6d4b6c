import { readFileSync } from 'node:fs';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import inter from '@capsizecss/metrics/inter';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from '@rstest/core';
import { composite, contrastRatio, parseHex } from './contrast';
import {
  colorPairs,
  colors,
  colorVar,
  fallbackFontFamilies,
  fontFamilies,
  fontSizes,
  imageVeil,
  radius,
  space,
} from './tokens';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The value of a custom property declared in tokens.css. */
function declared(name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
}

/** The lightest photo a veil can cover is white: text on the veil must pass over it. */
const veilOverWhite = composite(parseHex(imageVeil.color), imageVeil.opacity, [255, 255, 255]);

describe('colour contrast (WCAG 2.x AA)', () => {
  it.each(colorPairs.map((pair) => [`${pair.text} on ${pair.background} (${pair.usage})`, pair] as const))(
    '%s',
    (_, pair) => {
      const background = pair.background === 'veil' ? veilOverWhite : parseHex(colors[pair.background]);
      const ratio = contrastRatio(parseHex(colors[pair.text]), background);
      const minimum = pair.large || pair.nonText ? 3 : 4.5;
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    },
  );

  it('computes the reference ratios of the WCAG definition', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });
});

describe('tokens.css and tokens.ts agree', () => {
  it.each(Object.entries(colors))('colour %s', (token, value) => {
    expect(declared(colorVar(token as keyof typeof colors))).toBe(value);
  });

  it('declares the veil with the mirrored colour and opacity', () => {
    const [r, g, b] = parseHex(imageVeil.color);
    expect(declared('--image-veil')).toBe(`rgb(${r} ${g} ${b} / ${imageVeil.opacity})`);
  });

  it('declares the spacing, radius and type scales', () => {
    for (const [step, rem] of Object.entries(space)) expect(declared(`--space-${step}`)).toBe(`${rem}rem`);
    for (const [name, value] of Object.entries(radius)) expect(declared(`--radius-${name}`)).toBe(value);
    for (const [name, value] of Object.entries(fontSizes)) expect(declared(`--text-${name}`)).toBe(value);
  });

  it('declares the fallback stacks, and the typefaces only under <html data-fonts>', () => {
    expect(declared('--font-heading')?.replaceAll('"', "'")).toBe(fallbackFontFamilies.heading);
    expect(declared('--font-text')?.replaceAll('"', "'")).toBe(fallbackFontFamilies.text);
    const withFonts = css.slice(css.indexOf(':root[data-fonts]'));
    const inBlock = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(withFonts)?.[1]?.trim();
    expect(inBlock('--font-heading')?.replaceAll('"', "'")).toBe(fontFamilies.heading);
    expect(inBlock('--font-text')?.replaceAll('"', "'")).toBe(fontFamilies.text);
  });
});

describe('fonts', () => {
  it('loads the latin subset only, with font-display: swap', () => {
    const sources = [...css.matchAll(/url\("([^"]+\.woff2)"\)/g)].map((match) => match[1]);
    expect(sources).toHaveLength(2);
    for (const source of sources)
      expect(source).toMatch(/^@fontsource-variable\/[a-z-]+\/files\/[a-z-]+-latin-wght/);
    const webFaces = css.split('@font-face').filter((block) => block.includes('woff2'));
    for (const face of webFaces) expect(face).toContain('font-display: swap');
  });

  /** The fallback face's overrides, computed as Next.js and Fontaine do from the fonts' metrics. */
  function overrides(font: typeof inter, fallback: typeof arial) {
    const sizeAdjust =
      font.subsets.latin.xWidthAvg /
      font.unitsPerEm /
      (fallback.subsets.latin.xWidthAvg / fallback.unitsPerEm);
    const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
    return {
      'size-adjust': percent(sizeAdjust),
      'ascent-override': percent(font.ascent / font.unitsPerEm / sizeAdjust),
      'descent-override': percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    };
  }

  it('gives lines a length that does not depend on the typeface drawn', () => {
    // `ch` is the width of the font's own zero: the fallback's would rewrap the text at the swap.
    expect(declared('--measure')).toMatch(/^[0-9.]+em$/);
  });

  it('sets Inter’s capitals apart on the same line metrics', () => {
    const [lower, capitals] = css
      .split('@font-face')
      .filter((block) => block.includes('font-family: "Inter Fallback"'));
    const value = (face: string | undefined, property: string) =>
      Number(new RegExp(`${property}: ([0-9.]+)%;`).exec(face ?? '')?.[1]);
    expect(capitals).toContain('unicode-range: U+0041-005A');
    expect(lower).not.toContain('unicode-range');
    // Ascent and descent are scaled by size-adjust: their products give the line box.
    for (const metric of ['ascent-override', 'descent-override'])
      expect(value(capitals, metric) * value(capitals, 'size-adjust')).toBeCloseTo(
        value(lower, metric) * value(lower, 'size-adjust'),
        -1,
      );
  });

  it.each([
    ['Inter Fallback', inter, arial],
    ['Cormorant Garamond Fallback', cormorantGaramond, timesNewRoman],
  ] as const)('%s matches the web font metrics', (family, font, fallback) => {
    const face = css.split('@font-face').find((block) => block.includes(`font-family: "${family}"`));
    expect(face).toBeDefined();
    for (const [property, value] of Object.entries(overrides(font, fallback))) {
      expect(face).toContain(`${property}: ${value};`);
    }
  });
});
