/**
 * Typed mirror of the design tokens declared in tokens.css. Components style themselves
 * with the CSS custom properties; this module exists for tests (contrast, CSS/TS drift)
 * and for the rare script that needs a value (the placeholder generator's palette, media
 * queries in hooks). tokens.test.ts fails when the two files disagree.
 */

/** Every colour custom property, without its `--color-` prefix. */
export const colors = {
  paper: '#f7f3ee',
  surface: '#fffdf9',
  sunk: '#efe8df',
  ink: '#221e1a',
  inkSoft: '#5c534a',
  accent: '#8a5a3c',
  accentStrong: '#6b4430',
  onAccent: '#fffdf9',
  line: '#e2d8cc',
  field: '#857868',
  danger: '#9c2f27',
  success: '#2f6a4c',
  focus: '#8a5a3c',
  inverse: '#221e1a',
  onInverse: '#f7f3ee',
  onInverseSoft: '#c9bdb0',
  focusInverse: '#e6c4a0',
} as const;

export type ColorToken = keyof typeof colors;

/** CSS custom property name of a colour token: `inkSoft` → `--color-ink-soft`. */
export const colorVar = (token: ColorToken) =>
  `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The dark veil laid over a photo wherever text sits on it (cards with an image behind
 * their title, lightbox captions). Opacity is the minimum over the text area.
 */
export const imageVeil = { color: colors.ink, opacity: 0.72 } as const;

export interface ColorPair {
  text: ColorToken;
  /** A background token, or 'veil' for the image veil over the lightest possible photo. */
  background: ColorToken | 'veil';
  /** Where the pair is used, for the reader of a failing contrast test. */
  usage: string;
  /** Large text (≥ 24 px, or ≥ 18.66 px bold) only: WCAG AA asks 3:1 instead of 4.5:1. */
  large?: boolean;
  /** Non-text UI (focus ring, field border): WCAG 1.4.11 asks 3:1. */
  nonText?: boolean;
}

/** Every pair used for text or essential UI. Add a pair here before using it in CSS. */
export const colorPairs: readonly ColorPair[] = [
  { text: 'ink', background: 'paper', usage: 'body text' },
  { text: 'ink', background: 'surface', usage: 'cards, dialogs, fields' },
  { text: 'ink', background: 'sunk', usage: 'alternate sections, tiles' },
  { text: 'inkSoft', background: 'paper', usage: 'hints, meta, muted text' },
  { text: 'inkSoft', background: 'surface', usage: 'card meta, hints in dialogs' },
  { text: 'inkSoft', background: 'sunk', usage: 'tile descriptions' },
  { text: 'accent', background: 'paper', usage: 'links, outline buttons' },
  { text: 'accent', background: 'surface', usage: 'links in cards' },
  { text: 'accentStrong', background: 'paper', usage: 'hovered links' },
  { text: 'accentStrong', background: 'sunk', usage: 'badges and links on sunk surfaces' },
  { text: 'onAccent', background: 'accent', usage: 'primary buttons' },
  { text: 'onAccent', background: 'accentStrong', usage: 'hovered primary buttons' },
  { text: 'onAccent', background: 'ink', usage: 'dark buttons, lightbox controls' },
  { text: 'danger', background: 'paper', usage: 'field errors, error states' },
  { text: 'danger', background: 'surface', usage: 'errors in cards and dialogs' },
  { text: 'onAccent', background: 'danger', usage: 'destructive buttons' },
  { text: 'success', background: 'surface', usage: "'En ligne' badge" },
  { text: 'success', background: 'paper', usage: 'success messages' },
  { text: 'onInverse', background: 'inverse', usage: 'footer text' },
  { text: 'onInverseSoft', background: 'inverse', usage: 'footer legal line' },
  { text: 'onInverse', background: 'veil', usage: 'titles and captions over photos' },
  { text: 'field', background: 'surface', usage: 'field and checkbox borders', nonText: true },
  { text: 'focus', background: 'paper', usage: 'focus ring', nonText: true },
  { text: 'focus', background: 'surface', usage: 'focus ring in cards', nonText: true },
  { text: 'focus', background: 'sunk', usage: 'focus ring on tiles', nonText: true },
  { text: 'focusInverse', background: 'inverse', usage: 'focus ring in the footer', nonText: true },
  { text: 'focusInverse', background: 'veil', usage: 'focus ring in the lightbox', nonText: true },
];

/** Spacing scale in rem (`--space-1` … `--space-9`). */
export const space = {
  1: 0.25,
  2: 0.5,
  3: 0.75,
  4: 1,
  5: 1.5,
  6: 2,
  7: 3,
  8: 4,
  9: 6,
} as const;

/** Corner radii (`--radius-*`): photographs stay nearly square-cornered on purpose. */
export const radius = { sm: '2px', md: '6px', lg: '12px', pill: '999px' } as const;

/** Type scale (`--text-*`); the larger steps are fluid between a phone and a wide screen. */
export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  base: '1.0625rem',
  lg: '1.25rem',
  xl: 'clamp(1.5rem, 1.3rem + 0.9vw, 1.875rem)',
  '2xl': 'clamp(1.875rem, 1.5rem + 1.8vw, 2.625rem)',
  '3xl': 'clamp(2.375rem, 1.7rem + 3.2vw, 3.75rem)',
  display: 'clamp(2.875rem, 1.9rem + 4.8vw, 5.25rem)',
} as const;

export const fontFamilies = {
  heading: "'Cormorant Garamond Variable', 'Cormorant Garamond Fallback', Georgia, serif",
  text: "'Inter Variable', 'Inter Fallback', system-ui, sans-serif",
} as const;

/** The stacks until the typefaces are switched on (`<html data-fonts>`, docs/decisions/0015). */
export const fallbackFontFamilies = {
  heading: "'Cormorant Garamond Fallback', Georgia, serif",
  text: "'Inter Fallback', system-ui, sans-serif",
} as const;

/**
 * The spec's two breakpoints. Media queries cannot read custom properties, so CSS
 * writes these media conditions literally; `em`/`rem` in a media query are the
 * browser's default font size, which is also the root size since the kit never changes it.
 */
export const breakpoints = {
  /** Desktop navigation when viewport width / root font size > 50. */
  navDesktopAbove: 50,
  /** Compact home slogan when viewport height ≤ 28.125 rem. */
  sloganCompactAtOrBelow: 28.125,
} as const;

export const media = {
  navDesktop: `(width > ${breakpoints.navDesktopAbove}em)`,
  navMobile: `(width <= ${breakpoints.navDesktopAbove}em)`,
  sloganCompact: `(height <= ${breakpoints.sloganCompactAtOrBelow}rem)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
