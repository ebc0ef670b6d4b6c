import type { PriceLine, PriceTable } from '@lapm/contracts';
import type { PricedService } from './catalog';

/**
 * Every formula of spec section 9, one price table per service. A line whose label or
 * value is empty is kept in the data (so each formula lists the same rows in the same
 * order) but is not displayed: it marks what a formula does not include.
 */

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** '1 399 € TTC', with non-breaking spaces so the amount never wraps away from its sign. */
export function euros(amount: number, tax: 'TTC' | 'HT'): string {
  const grouped = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
  return `${grouped}${NBSP}€${NBSP}${tax}`;
}

const line = (value1: string, value2: string): PriceLine => ({ value1, value2 });

const INCLUDED = 'Inclus';
const INCLUDED_F = 'Incluse';
const NOT_INCLUDED_F = 'Non incluse';

const duration = (value: string) => line('Durée de la séance', value);
const outdoor = (value: string) => line('Extérieur', value);
const postProcessing = line('Post-traitement', INCLUDED);
const gallery = (included: boolean) => line('Galerie en ligne', included ? INCLUDED_F : NOT_INCLUDED_F);
const photos = (count: number) => line('Photos retouchées', `${count} photos`);
const price = (amount: number, tax: 'TTC' | 'HT' = 'TTC') => line('Prix', euros(amount, tax));

/** The studio row: absent in the first formula, 'Ou Studio' then 'Et Studio' above it. */
const noStudio = line('Studio', '');
const orStudio = line('Ou Studio', INCLUDED);
const andStudio = line('Et Studio', INCLUDED);

/** Solo, Duo and Famille share one layout: outdoor first, then the studio as an option. */
const outdoorAndStudio = (
  counts: [number, number, number],
  amounts: [number, number, number],
  confortGallery: boolean,
): PriceTable => ({
  essentiel: [
    duration('45 min'),
    outdoor(INCLUDED),
    noStudio,
    postProcessing,
    gallery(true),
    photos(counts[0]),
    price(amounts[0]),
  ],
  confort: [
    duration('1h00'),
    outdoor(INCLUDED),
    orStudio,
    postProcessing,
    gallery(confortGallery),
    photos(counts[1]),
    price(amounts[1]),
  ],
  premium: [
    duration('2h00'),
    outdoor(INCLUDED),
    andStudio,
    postProcessing,
    gallery(true),
    photos(counts[2]),
    price(amounts[2]),
  ],
});

const onSite = (value: string) => line('À domicile ou en extérieur', value);
const lighting = (value: string) => line('Éclairage', value);
const NO_FLASH = 'Lumière naturelle, sans flash';
const FLASH = 'Avec flash';

const corporateFor = (value: string) => line('Pour', value);
const companies = "Entreprises, jusqu'à 5 personnes (au-delà, sur devis)";
const place = (value: string) => line('Lieu', value);
const teamPhoto = (value: string) => line("Photo d'équipe", value);

const wedding = (evening: string, extras: boolean, count: number, amount: number): PriceLine[] => [
  line('Préparatifs', INCLUDED),
  line('Photos de couple', INCLUDED_F),
  line('Cérémonie', INCLUDED_F),
  line("Vin d'honneur", INCLUDED),
  line('Repas', INCLUDED),
  line('Soirée', evening),
  line('Séance avant le mariage', extras ? INCLUDED_F : ''),
  line('Séance du lendemain', extras ? INCLUDED_F : ''),
  postProcessing,
  gallery(true),
  photos(count),
  price(amount),
];

export const priceTables: Record<PricedService, PriceTable> = {
  solo: outdoorAndStudio([5, 15, 22], [99, 149, 199], false),
  duo: outdoorAndStudio([5, 15, 22], [119, 169, 219], false),
  famille: outdoorAndStudio([5, 10, 15], [159, 199, 249], true),
  grossesse: {
    essentiel: [
      duration('45 min'),
      onSite(''),
      line('Studio', INCLUDED),
      postProcessing,
      gallery(true),
      photos(5),
      price(159),
    ],
    confort: [
      duration('1h00'),
      onSite(INCLUDED),
      orStudio,
      postProcessing,
      gallery(true),
      photos(10),
      price(199),
    ],
    premium: [
      duration('2h00'),
      onSite(INCLUDED),
      andStudio,
      postProcessing,
      gallery(true),
      photos(15),
      price(249),
    ],
  },
  hobby: {
    essentiel: [
      duration('45 min'),
      outdoor(INCLUDED),
      lighting(NO_FLASH),
      postProcessing,
      gallery(true),
      photos(10),
      price(159),
    ],
    confort: [
      duration('1h00'),
      outdoor(INCLUDED),
      lighting(FLASH),
      postProcessing,
      gallery(false),
      photos(15),
      price(199),
    ],
    premium: [
      duration('2h00'),
      outdoor(INCLUDED),
      lighting(FLASH),
      postProcessing,
      gallery(true),
      photos(20),
      price(249),
    ],
  },
  mariage: {
    essentiel: wedding("Jusqu'à 23h", false, 90, 899),
    confort: wedding("Jusqu'à 02h", false, 400, 1399),
    premium: wedding("Jusqu'à 02h", true, 600, 1899),
  },
  corporate: {
    confiance: [
      corporateFor('Particuliers'),
      duration('30 min'),
      place('En studio'),
      lighting(''),
      line('Photos retouchées', '3 photos'),
      teamPhoto(''),
      postProcessing,
      gallery(true),
      price(99, 'TTC'),
    ],
    classique: [
      corporateFor(companies),
      duration(''),
      place('Sur site'),
      lighting('Sans flash'),
      line('Photos retouchées', '2 photos par personne'),
      teamPhoto(NOT_INCLUDED_F),
      postProcessing,
      gallery(true),
      price(249, 'HT'),
    ],
    flash: [
      corporateFor(companies),
      duration(''),
      place('Sur site'),
      lighting('Flash de studio'),
      line('Photos retouchées', '2 photos par personne'),
      teamPhoto(NOT_INCLUDED_F),
      postProcessing,
      gallery(true),
      price(329, 'HT'),
    ],
    signature: [
      corporateFor(companies),
      duration(''),
      place('Sur site'),
      lighting('Flash de studio'),
      line('Photos retouchées', '2 photos par personne'),
      teamPhoto(INCLUDED_F),
      postProcessing,
      gallery(true),
      price(399, 'HT'),
    ],
  },
};

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
