/**
 * Plain values of the content contracts, kept apart from their zod schemas (content.ts):
 * browser code imports them without downloading zod, which a module of schemas brings
 * along even when only one of its constants is used.
 */

/** Blog card: date as DD/MM/YYYY. */
export const blogDatePattern = /^\d{2}\/\d{2}\/\d{4}$/;

export const REVIEW_SCALE = 5;
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

export const MAX_KEYWORDS = 15;
