import type { PriceLine, PriceTable } from '@lapm/contracts';

/**
 * The words and layouts of the price tables of spec section 9; each service page's content
 * (content/services) holds its own table. A line whose label or value is empty is kept in the
 * data (so each formula lists the same rows in the same order) but is not displayed: it marks
 * what a formula does not include.
 */

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** '1 399 € TTC', with non-breaking spaces so the amount never wraps away from its sign. */
export function euros(amount: number, tax: 'TTC' | 'HT'): string {
  const grouped = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
  return `${grouped}${NBSP}€${NBSP}${tax}`;
}

export const line = (value1: string, value2: string): PriceLine => ({ value1, value2 });

export const INCLUDED = 'Inclus';
export const INCLUDED_F = 'Incluse';
export const NOT_INCLUDED_F = 'Non incluse';

export const duration = (value: string) => line('Durée de la séance', value);
export const outdoor = (value: string) => line('Extérieur', value);
export const postProcessing = line('Post-traitement', INCLUDED);
export const onlineGallery = (included: boolean) =>
  line('Galerie en ligne', included ? INCLUDED_F : NOT_INCLUDED_F);
export const photos = (count: number) => line('Photos retouchées', `${count} photos`);
export const price = (amount: number, tax: 'TTC' | 'HT' = 'TTC') => line('Prix', euros(amount, tax));
export const lighting = (value: string) => line('Éclairage', value);

/** The studio row: absent in the first formula, 'Ou Studio' then 'Et Studio' above it. */
const noStudio = line('Studio', '');
export const orStudio = line('Ou Studio', INCLUDED);
export const andStudio = line('Et Studio', INCLUDED);

/** Solo, Duo and Famille share one layout: outdoor first, then the studio as an option. */
export const outdoorAndStudio = (
  counts: [number, number, number],
  amounts: [number, number, number],
  confortGallery: boolean,
): PriceTable => ({
  essentiel: [
    duration('45 min'),
    outdoor(INCLUDED),
    noStudio,
    postProcessing,
    onlineGallery(true),
    photos(counts[0]),
    price(amounts[0]),
  ],
  confort: [
    duration('1h00'),
    outdoor(INCLUDED),
    orStudio,
    postProcessing,
    onlineGallery(confortGallery),
    photos(counts[1]),
    price(amounts[1]),
  ],
  premium: [
    duration('2h00'),
    outdoor(INCLUDED),
    andStudio,
    postProcessing,
    onlineGallery(true),
    photos(counts[2]),
    price(amounts[2]),
  ],
});

/** Display names of the formulas, as on the cards and in the booking e-mail subject. */
export const formulaLabels = {
  essentiel: 'Essentiel',
  confort: 'Confort',
  premium: 'Premium',
  confiance: 'Confiance',
  classique: 'Classique',
  flash: 'Flash',
  signature: 'Signature',
} as const;
