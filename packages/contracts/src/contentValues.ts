/**
 * Plain values of the content contracts, kept apart from their zod schemas (content.ts):
 * browser code imports them without downloading zod, which a module of schemas brings
 * along even when only one of its constants is used.
 */

/** Blog card: date as DD/MM/YYYY. */
export const blogDatePattern = /^\d{2}\/\d{2}\/\d{4}$/;

export const REVIEW_SCALE = 5;

/**
 * A review's note or a mean rating (one decimal at most) as French writes it: 4,5. Not through
 * `toLocaleString`: the first use of the browser's number formats loads its locale data, about
 * 15 ms of a phone's main thread while the page hydrates, for a comma.
 */
export function frenchRating(note: number): string {
  return String(note).replace('.', ',');
}
export const REVIEW_EXCERPT_LENGTH = 100;

export const pricingAnchors = [
  'tarifs-portrait-solo',
  'tarifs-portrait-famille',
  'tarifs-portrait-duo',
  'tarifs-portrait-mariage',
  'tarifs-portrait-grossesse',
  'tarifs-portrait-corporate',
  'tarifs-portrait-hobby',
] as const;

export const formulaNames = [
  'essentiel',
  'confort',
  'premium',
  'confiance',
  'classique',
  'flash',
  'signature',
] as const;

/** The names of the formulas every service page had before she could add her own (docs/decisions/0025). */
export const formulaLabels: Record<(typeof formulaNames)[number], string> = {
  essentiel: 'Essentiel',
  confort: 'Confort',
  premium: 'Premium',
  confiance: 'Confiance',
  classique: 'Classique',
  flash: 'Flash',
  signature: 'Signature',
};

export const MAX_KEYWORDS = 15;
