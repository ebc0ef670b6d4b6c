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
