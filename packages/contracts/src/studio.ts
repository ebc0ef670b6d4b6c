/**
 * The studio's contact settings: the one place to change the name, e-mail, phone or
 * social links of the whole site (header, footer, mail links, structured data).
 */
export const studio = {
  name: 'LAPM Photographie',
  photographer: 'Laure-Anne P. M.',
  email: 'contact@lapm-photographie.fr',
  phoneDisplay: '06 12 34 56 78',
  phoneE164: '+33612345678',
  area: 'Montpellier, Hérault',
  socials: [
    { name: 'Instagram', url: 'https://www.instagram.com/lapm.photographie' },
    { name: 'Facebook', url: 'https://www.facebook.com/lapm.photographie' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/lapm-photographie' },
  ],
} as const;

/** The photographer's first name, used to greet her in the prefilled booking e-mails. */
export const photographerFirstName = 'Laure-Anne';

/**
 * Postal address of the studio, for the local-business structured data and the legal notices.
 * The street and the coordinates are an example in Montpellier's centre, to replace with hers.
 */
export const studioAddress = {
  street: '12 rue de l’Aiguillerie',
  locality: 'Montpellier',
  postalCode: '34000',
  region: 'Occitanie',
  country: 'FR',
  /** WGS 84, five decimals (about a metre), as Google's local business data asks. */
  geo: { latitude: 43.61199, longitude: 3.88008 },
} as const;

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Opening hours (spec section 9): every day, 10:00-13:00 and 14:00-19:00. */
export const openingHours = [
  { days: weekDays, opens: '10:00', closes: '13:00' },
  { days: weekDays, opens: '14:00', closes: '19:00' },
] as const;
export const openingHoursLabel = 'Tous les jours, de 10 h à 13 h et de 14 h à 19 h';

/** Price range marker of the structured data (spec section 9). */
export const priceRange = '€€';

export type Department = 'Hérault' | 'Gard' | 'Bouches-du-Rhône' | 'Aude';

/** The towns served, about fifty, from Montpellier to the Camargue and the Narbonne coast. */
export const townsServed: readonly { name: string; department: Department }[] = [
  ...[
    'Montpellier',
    'Lattes',
    'Pérols',
    'Palavas-les-Flots',
    'Mauguio',
    'Carnon',
    'Castelnau-le-Lez',
    'Le Crès',
    'Jacou',
    'Clapiers',
    'Montferrier-sur-Lez',
    'Prades-le-Lez',
    'Saint-Gély-du-Fesc',
    'Saint-Clément-de-Rivière',
    'Grabels',
    'Juvignac',
    'Saint-Jean-de-Védas',
    'Villeneuve-lès-Maguelone',
    'Fabrègues',
    'Pignan',
    'Teyran',
    'Vendargues',
    'Baillargues',
    'Saint-Aunès',
    'Lunel',
    'Saint-Mathieu-de-Tréviers',
    'Frontignan',
    'Sète',
    'Balaruc-les-Bains',
    'Mèze',
    'Agde',
    'Pézenas',
    'Béziers',
    'Gignac',
    "Clermont-l'Hérault",
    'Lodève',
    'Ganges',
  ].map((name) => ({ name, department: 'Hérault' as const })),
  ...['Nîmes', 'Aigues-Mortes', 'Le Grau-du-Roi', 'Vauvert', 'Sommières', 'Uzès', 'Beaucaire'].map(
    (name) => ({ name, department: 'Gard' as const }),
  ),
  ...['Arles', 'Saintes-Maries-de-la-Mer', 'Tarascon'].map((name) => ({
    name,
    department: 'Bouches-du-Rhône' as const,
  })),
  ...['Narbonne', 'Gruissan', 'Carcassonne'].map((name) => ({ name, department: 'Aude' as const })),
];
