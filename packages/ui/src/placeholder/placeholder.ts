import { colors } from '../tokens/tokens';

/**
 * Placeholder photos. Until the studio's photos are dropped into the content folder,
 * content points at `placeholder:<seed>:<width>x<height>` instead of a file; the kit
 * renders a soft composition in the site's palette at that exact aspect ratio, the same
 * for the same seed on every render and every machine.
 */
export interface PlaceholderSpec {
  seed: string;
  width: number;
  height: number;
}

const PREFIX = 'placeholder:';
const TOKEN = /^placeholder:([^:]+):(\d+)x(\d+)$/;

/** The `src` to put in content for a placeholder: `placeholder:mariage-3:1200x800`. */
export function placeholderSrc(seed: string, width: number, height: number): string {
  if (!seed || seed.includes(':')) throw new Error(`Invalid placeholder seed: "${seed}"`);
  return `${PREFIX}${seed}:${Math.round(width)}x${Math.round(height)}`;
}

export function isPlaceholderSrc(src: string): boolean {
  return src.startsWith(PREFIX);
}

/** The spec of a placeholder token, or null for a real image path or a malformed token. */
export function parsePlaceholderSrc(src: string): PlaceholderSpec | null {
  const match = TOKEN.exec(src);
  if (!match) return null;
  const [, seed = '', w = '0', h = '0'] = match;
  const width = Number(w);
  const height = Number(h);
  return width > 0 && height > 0 ? { seed, width, height } : null;
}

/** FNV-1a: a small, stable string hash to seed the generator. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: deterministic pseudo-random numbers in [0, 1) from a seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Light-to-deep tone sets drawn from the palette's warm family: dawn (sand and clay),
 * dusk (rose and ink), sage (garden greens) and mist (blue-grey sea light).
 */
const moods = [
  { sky: ['#f3e7d8', '#e4c9ad'], glow: '#fbf1e4', layers: ['#d2ae8e', '#b48566', colors.accent, '#5e3f2c'] },
  { sky: ['#f0e0da', '#d9b3a6'], glow: '#fcefe8', layers: ['#c7998b', '#a4776b', '#7a5550', '#3f2f2c'] },
  { sky: ['#ebece0', '#c9cfb8'], glow: '#f7f6ea', layers: ['#aab596', '#879373', '#62704f', '#3b4531'] },
  { sky: ['#e7ebec', '#bcc7cc'], glow: '#f6f7f4', layers: ['#9fb0b8', '#7d8f99', '#5b6c76', colors.ink] },
] as const;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A rolling horizon, filled down past the bottom edge. It overhangs the frame on every
 * side so that the blur softens the shapes without fading the picture's edges.
 */
function hill(width: number, height: number, baseline: number, amplitude: number, next: () => number) {
  const steps = 4;
  const left = -width * 0.1;
  const span = width * 1.2;
  let path = `M${round(left)} ${round(baseline + (next() - 0.5) * amplitude)}`;
  for (let i = 1; i <= steps; i++) {
    const x = left + (span * i) / steps;
    const y = baseline + (next() - 0.5) * amplitude * 2;
    const cx = x - span / steps / 2;
    const cy = baseline + (next() - 0.5) * amplitude * 2.4;
    path += ` Q${round(cx)} ${round(cy)} ${round(x)} ${round(y)}`;
  }
  return `${path} L${round(left + span)} ${round(height * 1.1)} L${round(left)} ${round(height * 1.1)}Z`;
}

/** The SVG markup of a placeholder: sky gradient, a low sun, soft bokeh, layered horizons. */
export function placeholderSvg({ seed, width, height }: PlaceholderSpec): string {
  const next = random(hash(seed));
  const mood = moods[Math.floor(next() * moods.length)] ?? moods[0];
  const id = `p${hash(`${seed}:${width}x${height}`).toString(36)}`;
  const short = Math.min(width, height);

  const sunX = round(width * (0.2 + next() * 0.6));
  const sunY = round(height * (0.22 + next() * 0.25));
  const sunR = round(short * (0.12 + next() * 0.12));

  const bokeh = Array.from({ length: 5 }, () => {
    const r = round(short * (0.03 + next() * 0.08));
    return `<circle cx="${round(next() * width)}" cy="${round(next() * height * 0.6)}" r="${r}" fill="${mood.glow}" opacity="${round(0.25 + next() * 0.35)}"/>`;
  }).join('');

  const horizons = mood.layers
    .map((fill, layer) => {
      const baseline = height * (0.52 + layer * 0.12 + next() * 0.06);
      const opacity = round(0.55 + layer * 0.15);
      return `<path d="${hill(width, height, baseline, height * 0.08, next)}" fill="${fill}" opacity="${Math.min(opacity, 1)}"/>`;
    })
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.sky[0]}"/><stop offset="1" stop-color="${mood.sky[1]}"/></linearGradient>`,
    `<radialGradient id="${id}g"><stop offset="0" stop-color="${mood.glow}"/><stop offset="0.55" stop-color="${mood.glow}" stop-opacity="0.6"/><stop offset="1" stop-color="${mood.glow}" stop-opacity="0"/></radialGradient>`,
    `<filter id="${id}b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${round(short * 0.012)}"/></filter>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${id}s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${round(sunR * 2.2)}" fill="url(#${id}g)"/>`,
    `<g filter="url(#${id}b)">${bokeh}${horizons}</g>`,
    '</svg>',
  ].join('');
}

/** The placeholder as a data URI, ready for an <img src>. */
export function placeholderDataUri(spec: PlaceholderSpec): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(placeholderSvg(spec))}`;
}
