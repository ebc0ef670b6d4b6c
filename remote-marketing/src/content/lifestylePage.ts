import { type LifestyleFormatId, type LifestylePageDocument, paths } from '@lapm/contracts';
import { lifestyle } from '@lapm/site-seed/lifestyle';
import { serviceInfo } from './catalog';
import { type Photo, photo } from './images';

export interface LifestyleFormat {
  /** Anchor of the format's section on the page. */
  id: string;
  /** The format's name, as in the blog's lifestyle article. */
  name: string;
  /** Who it is for, shown above the name. */
  audience: string;
  paragraphs: string[];
  image: Photo;
  /** Answer of the format chooser that leads to this format. */
  choice: string;
  /** Page with the formulas and prices of this format. */
  pricesPath: string;
}

const pricesOf = (service: keyof typeof serviceInfo, path = serviceInfo[service].path) =>
  `${path}#${serviceInfo[service].anchor}`;

/** The photo, chooser answer and prices of each format: code; their words are published from the admin. */
const formatMedia: Record<LifestyleFormatId, Pick<LifestyleFormat, 'image' | 'choice' | 'pricesPath'>> = {
  'feel-good': {
    image: photo('lifestyle/feel-good', 'Femme riant, les cheveux dans le vent, sur une plage', 'portrait'),
    choice: 'seul ou seule',
    pricesPath: pricesOf('solo'),
  },
  'toi-et-moi': {
    image: photo('lifestyle/toi-et-moi', 'Couple marchant main dans la main dans une ruelle', 'portrait'),
    choice: 'à deux',
    pricesPath: pricesOf('duo'),
  },
  'la-smala': {
    image: photo(
      'lifestyle/la-smala',
      "Famille nombreuse réunie autour d'une table en plein air",
      'portrait',
    ),
    choice: 'en famille ou entre amis',
    pricesPath: pricesOf('famille'),
  },
  'premier-cri': {
    image: photo('lifestyle/premier-cri', 'Nouveau-né endormi dans les bras de sa maman', 'portrait'),
    choice: 'avec un nouveau-né',
    pricesPath: pricesOf('grossesse', paths.newborn),
  },
  'neuf-mois': {
    image: photo('lifestyle/neuf-mois', 'Future maman dans un champ au coucher du soleil', 'portrait'),
    choice: 'en attendant bébé',
    pricesPath: pricesOf('grossesse'),
  },
  'passions-lives': {
    image: photo('lifestyle/passions-lives', 'Musicien accordant sa guitare dans son atelier', 'portrait'),
    choice: 'avec votre passion',
    pricesPath: pricesOf('hobby'),
  },
};

/** The page's photo and the chooser's words, which stay in code. */
const pageMedia = {
  hero: photo('lifestyle/hero', 'Famille jouant dans un salon baigné de lumière', 'landscape'),
  chooser: {
    heading: 'Quel format choisir ?',
    legend: 'Vous venez…',
    result: "Le format qu'il vous faut",
    seeSection: 'Découvrir ce format',
    seePrices: 'Voir les formules et tarifs',
    contact: 'Me contacter pour ce format',
  },
  contactLabel: (format: string) => `Me contacter pour une séance ${format}`,
  newTabHint: '(ouvre votre messagerie dans un nouvel onglet)',
};

/** The page as its components show it: her published words and reviews, with its photos. */
export const lifestylePageContent = (document: LifestylePageDocument) => ({
  ...pageMedia,
  title: document.title,
  lead: document.lead,
  formatsHeading: document.formatsHeading,
  formats: document.formats.map((format): LifestyleFormat => ({ ...format, ...formatMedia[format.id] })),
  reviewsHeading: document.reviewsHeading,
  reviews: document.reviews,
});

/** The page as first published: its head and the tests. */
export const initialLifestylePage = lifestyle;
export const lifestylePage = lifestylePageContent(lifestyle);
