// Plain types and values only (no zod): the marketing remote reads them, and it ships without zod.

/** The three formulas the home page presents, each a card leading to its page (links and photos stay in code). */
export const homeServiceIds = ['corporate', 'lifestyle', 'wedding'] as const;
export type HomeServiceId = (typeof homeServiceIds)[number];

/** Every word of the home page: its opening, its buttons, its cards and its two teasers. */
export interface HomePageDocument {
  eyebrow: string;
  title: string;
  slogan: string;
  intro: string;
  /** The opening's two buttons: to /tarifs and to « Qui suis-je ? ». */
  servicesLink: string;
  aboutLink: string;
  servicesHeading: string;
  services: { id: HomeServiceId; title: string; text: string }[];
  about: { heading: string; text: string; link: string };
  portfolio: { heading: string; text: string; link: string };
}

/**
 * Her words in « Mentions légales ». The skeleton the law asks for (the page's title, each
 * section's heading, the publisher's labels, the demo photos' credits) stays in the code.
 */
export interface LegalNoticesDocument {
  intro: string;
  publisher: {
    paragraphs: string[];
    siret: string;
    email: string;
    phone: string;
    director: string;
  };
  /** The host's name, address and phone, as the law asks. */
  host: string;
  intellectualProperty: string[];
  personalData: string[];
  cookies: string[];
  liability: string[];
}

/**
 * The skeleton of the terms of sale: its three parts and their sections' headings, in order. It
 * stays in code; the paragraphs under each heading are hers (« Contenu du site »).
 */
export const termsOfSaleSkeleton = [
  {
    heading: 'Dispositions communes',
    sections: [
      ['price', 'Prix'],
      ['deposit', 'Réservation et acompte'],
      ['payment', 'Moyens de paiement'],
      ['latePayment', 'Retard de paiement'],
      ['delivery', 'Livraison des photos'],
      ['copyright', "Droit d'auteur"],
      ['personalData', 'Données personnelles et cookies'],
    ],
  },
  {
    heading: 'Clients particuliers',
    sections: [
      ['individualBalance', 'Paiement du solde'],
      ['withdrawal', 'Droit de rétractation'],
      ['privateUse', 'Usage des photos'],
    ],
  },
  {
    heading: 'Clients professionnels',
    sections: [
      ['businessBalance', 'Paiement du solde'],
      ['cancellation', 'Annulation'],
      ['licence', "Licence d'utilisation"],
      ['largeGroups', 'Au-delà de 5 personnes'],
    ],
  },
] as const;
export type TermsOfSaleSectionId = (typeof termsOfSaleSkeleton)[number]['sections'][number][0];
export const termsOfSaleSectionIds: readonly TermsOfSaleSectionId[] = termsOfSaleSkeleton.flatMap((part) =>
  part.sections.map(([id]) => id),
);

/** Her words in « Conditions générales de vente »: the introduction and each section's paragraphs. */
export interface TermsOfSaleDocument {
  intro: string;
  sections: Record<TermsOfSaleSectionId, string[]>;
}
