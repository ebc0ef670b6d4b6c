/**
 * The studio's settings she does not edit: its name, hers, and its social links (header, footer,
 * structured data). Her e-mail, phone, hours and towns are Contact's details, which she publishes in
 * « Contenu du site » (studioContact.ts holds what they are until she does).
 */
export const studio = {
  name: 'LAPM Photographie',
  photographer: 'Laure-Anne P. M.',
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

/**
 * Opening hours as structured data (spec section 9): every day, 10:00-13:00 and 14:00-19:00. Said
 * in words by Contact's details, which she edits (openingHoursLabel, studioContact.ts).
 */
export const openingHours = [
  { days: weekDays, opens: '10:00', closes: '13:00' },
  { days: weekDays, opens: '14:00', closes: '19:00' },
] as const;

/** Price range marker of the structured data (spec section 9). */
export const priceRange = '€€';
