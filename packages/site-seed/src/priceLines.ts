import type { PriceLineDocument, PriceTableDocument, PriceTax } from '@lapm/contracts';
import { paths } from '@lapm/contracts';

/**
 * The words and layouts of the price tables of spec section 9, as first published. A line whose
 * label or value is empty is kept in the data (so each formula lists the same rows in the same
 * order) but is not displayed: it marks what a formula does not include.
 */

export const line = (value1: string, value2: string): PriceLineDocument => ({ value1, value2 });

export const INCLUDED = 'Inclus';
export const INCLUDED_F = 'Incluse';
export const NOT_INCLUDED_F = 'Non incluse';

export const duration = (value: string) => line('Durée de la séance', value);
export const outdoor = (value: string) => line('Extérieur', value);
export const postProcessing = line('Post-traitement', INCLUDED);
export const onlineGallery = (included: boolean) =>
  line('Galerie en ligne', included ? INCLUDED_F : NOT_INCLUDED_F);
export const photos = (count: number) => line('Photos retouchées', `${count} photos`);
export const price = (amount: number, tax: PriceTax = 'TTC'): PriceLineDocument => ({
  value1: 'Prix',
  amount,
  tax,
});
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
): PriceTableDocument => ({
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

/** What several service pages share. */
export const contactLink = { label: 'Me contacter', to: paths.contact };
