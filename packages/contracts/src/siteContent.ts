// Plain values and types only (no zod): the marketing remote reads them, and it ships without zod.
import type { PriceLine, PriceTable, PricingAnchor, Review } from './content';
import type { FormulaDocument } from './formulas';
import type { PlacedPhoto } from './placedPhotos';
import { paths } from './routes';
import type { HomePageDocument, LegalNoticesDocument, TermsOfSaleDocument } from './siteWords';

/**
 * The words and prices of the public pages, which the photographer edits in the admin (« Contenu du
 * site »): one document per page, validated by its schema (siteContentSchemas.ts), each publish
 * kept as a version. The photos of these pages stay in the marketing remote (demo photos) or come
 * from her library (placements, a card's background).
 */

/**
 * A link of the copy: inside the site (`to`), a mail, phone or external address (`href`), or the
 * studio's quote e-mail (`mail`), written by the page so it always goes to the studio's address.
 */
export type CopyLink =
  | { label: string; to: string }
  | { label: string; href: string; newTab?: boolean }
  | { label: string; mail: 'devis' };

export interface TextBlock {
  kind: 'text';
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  links?: CopyLink[];
}
/** A gallery keeps its place (docs/decisions/0011): its photos are not words. */
export interface GalleryBlock {
  kind: 'gallery';
  heading: string;
  place: string;
}
export type ContentBlock = TextBlock | GalleryBlock;

/** A line of a price card as she edits it: a label and a text, or a label and an amount. */
export type PriceLineDocument =
  | { value1: string; value2: string }
  | { value1: string; amount: number; tax: PriceTax };
export type PriceTax = 'TTC' | 'HT';
/** The lines of each formula of a service, by the formula's key. */
export type PriceTableDocument = Partial<Record<string, PriceLineDocument[]>>;

export interface ServicePricesDocument {
  heading: string;
  intro: string;
  table: PriceTableDocument;
  /**
   * Her formulas, in the order of the page. A document published before she could add formulas
   * has none: its formulas are those of its table, in the first order (`formulasOf`).
   */
  formulas?: FormulaDocument[];
}

export interface ServicePageDocument {
  title: string;
  lead: string;
  blocks: ContentBlock[];
  prices: ServicePricesDocument;
  reviews: { heading: string; list: Review[] };
}

export interface AboutPageDocument {
  title: string;
  lead: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The FAQ: her questions, each with its answer in paragraphs (whose `[texte](/chemin)` are links). */
export interface FaqPageDocument {
  title: string;
  lead: string;
  questions: { question: string; paragraphs: string[] }[];
}

/** The LifeStyle page: its words, the words of its six formats (their photos and links stay in code), its reviews. */
export interface LifestylePageDocument {
  title: string;
  lead: string;
  formatsHeading: string;
  formats: { id: LifestyleFormatId; name: string; audience: string; paragraphs: string[] }[];
  reviewsHeading: string;
  reviews: Review[];
}
export const lifestyleFormatIds = [
  'feel-good',
  'toi-et-moi',
  'la-smala',
  'premier-cri',
  'neuf-mois',
  'passions-lives',
] as const;
export type LifestyleFormatId = (typeof lifestyleFormatIds)[number];

/** A card of /tarifs: its background is a library photo when she chose one, else the site's image. */
export interface ServiceCardDocument {
  key: string;
  title: string;
  description: string;
  path: string;
  anchor: PricingAnchor;
  /** The text alternative of the site's image (a library photo has its own). */
  alt: string;
  photoId: string | null;
}
export interface PricesPageDocument {
  cards: ServiceCardDocument[];
}

/** What Google shows of a page: the <title> and meta description it sends. */
export interface SeoPageDocument {
  path: string;
  title: string;
  description: string;
}
/** « Référencement »: the Google title and description of every public page of the marketing remote. */
export interface SeoDocument {
  pages: SeoPageDocument[];
}
/** The service pages, each with its price cards, in the menu's order. */
export const servicePagePaths: readonly string[] = [
  paths.solo,
  paths.duo,
  paths.family,
  paths.pregnancy,
  paths.newborn,
  paths.hobby,
  paths.wedding,
  paths.corporate,
];
/** The pages whose Google title and description she writes, in the order of the form. */
export const seoPagePaths: readonly string[] = [
  paths.home,
  paths.prices,
  paths.lifestyle,
  ...servicePagePaths,
  paths.portfolio,
  paths.about,
  paths.contact,
  paths.faq,
  paths.terms,
  paths.legal,
  paths.basket,
];
/**
 * Google shows about 60 characters of a title and 160 of a description and cuts the rest (« … »):
 * the form says so without refusing; the server refuses only past the maximum.
 */
export const seoLengths = {
  title: { from: 50, to: 60, max: 100 },
  description: { from: 120, to: 160, max: 320 },
} as const;

/** Contact's details: what /contacts shows, the e-mail and phone its links use. */
export interface ContactDocument {
  email: string;
  /** As shown (« 06 12 34 56 78 »); the `tel:` link is drawn from it (phoneHref). */
  phone: string;
  hours: string;
  /** The towns she covers, by department. */
  areas: { department: string; towns: string[] }[];
}

export const pricedServicePages = {
  solo: paths.solo,
  duo: paths.duo,
  famille: paths.family,
  grossesse: paths.pregnancy,
  hobby: paths.hobby,
  mariage: paths.wedding,
  corporate: paths.corporate,
} as const;
export type ServicePageKey = keyof typeof pricedServicePages;

export interface SiteContentDocuments extends Record<ServicePageKey, ServicePageDocument> {
  'qui-suis-je': AboutPageDocument;
  lifestyle: LifestylePageDocument;
  tarifs: PricesPageDocument;
  faq: FaqPageDocument;
  referencement: SeoDocument;
  contact: ContactDocument;
  accueil: HomePageDocument;
  'mentions-legales': LegalNoticesDocument;
  cgv: TermsOfSaleDocument;
}
export type SiteContentPage = keyof SiteContentDocuments;
export type SiteContentDocument = SiteContentDocuments[SiteContentPage];

export interface SiteContentPageInfo {
  key: SiteContentPage;
  label: string;
  /** The public pages that show it (the newborn page shows the pregnancy content). */
  paths: readonly string[];
  kind: 'service' | 'about' | 'prices' | 'lifestyle' | 'faq' | 'seo' | 'contact' | 'home' | 'legal' | 'terms';
}

export const siteContentPages: readonly SiteContentPageInfo[] = [
  { key: 'accueil', label: 'Page d’accueil', paths: [paths.home], kind: 'home' },
  { key: 'tarifs', label: 'Tarifs (cartes des prestations)', paths: [paths.prices], kind: 'prices' },
  { key: 'qui-suis-je', label: 'Qui suis-je ?', paths: [paths.about], kind: 'about' },
  { key: 'lifestyle', label: 'Portrait lifestyle', paths: [paths.lifestyle], kind: 'lifestyle' },
  { key: 'solo', label: 'Portrait solo', paths: [paths.solo], kind: 'service' },
  { key: 'duo', label: 'Portrait duo', paths: [paths.duo], kind: 'service' },
  { key: 'famille', label: 'Portrait famille et amis', paths: [paths.family], kind: 'service' },
  {
    key: 'grossesse',
    label: 'Portrait grossesse et nouveau-né',
    paths: [paths.pregnancy, paths.newborn],
    kind: 'service',
  },
  { key: 'hobby', label: 'Portrait hobby', paths: [paths.hobby], kind: 'service' },
  { key: 'mariage', label: 'Mariage', paths: [paths.wedding], kind: 'service' },
  { key: 'corporate', label: 'Portrait corporate', paths: [paths.corporate], kind: 'service' },
  { key: 'faq', label: 'Foire aux questions', paths: [paths.faq], kind: 'faq' },
  { key: 'contact', label: 'Contact (coordonnées)', paths: [paths.contact], kind: 'contact' },
  { key: 'mentions-legales', label: 'Mentions légales', paths: [paths.legal], kind: 'legal' },
  { key: 'cgv', label: 'Conditions générales de vente', paths: [paths.terms], kind: 'terms' },
  // Every page reads it (seoPagePaths): the page data loader adds it to each.
  { key: 'referencement', label: 'Titres et descriptions Google', paths: [], kind: 'seo' },
];

export const siteContentPageOf = (key: string): SiteContentPageInfo | undefined =>
  siteContentPages.find((page) => page.key === key);

/** The content a public page shows, by its path. */
export const siteContentPageAt = (path: string): SiteContentPageInfo | undefined =>
  siteContentPages.find((page) => page.paths.includes(path));

// Apart, so that a page reading its content takes none of the lists and messages here.
export { marketingPageData, seoPageData, siteContentPageData } from './siteContentKeys';

/** A library photo shown by /tarifs, as the page gets it: a placed photo's fields, with no focal point (cards have none). */
export type CardPhoto = Omit<PlacedPhoto, 'focal_point'>;

/** What a page reads: the published document, and for /tarifs the library photos of its cards. */
export interface PublishedSiteContent<P extends SiteContentPage = SiteContentPage> {
  document: SiteContentDocuments[P];
  photos: Record<string, CardPhoto>;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** '1 399 € TTC', with non-breaking spaces so the amount never wraps away from its sign. */
export function euros(amount: number, tax: PriceTax): string {
  const grouped = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
  return `${grouped}${NBSP}€${NBSP}${tax}`;
}

export const displayPriceLine = (line: PriceLineDocument): PriceLine =>
  'amount' in line ? { value1: line.value1, value2: euros(line.amount, line.tax) } : line;

/** The price cards as shown: an amount becomes '149 € TTC'. */
export function displayPriceTable(table: PriceTableDocument): PriceTable {
  return Object.fromEntries(
    Object.entries(table).map(([formula, lines]) => [formula, (lines ?? []).map(displayPriceLine)]),
  ) as PriceTable;
}

export const siteContentMessages = {
  published: 'Page publiée.',
  draftSaved: 'Brouillon enregistré.',
  draftDiscarded: 'Brouillon abandonné : la page est celle du site.',
  draftShape: 'Ce brouillon ne correspond pas à cette page.',
  restored: 'Version rétablie et publiée.',
  blockRestored: 'Bloc rétabli et publié.',
  unknownBlock: 'Ce bloc n’existe pas dans cette version.',
  unknownPage: 'Page inconnue.',
  unknownVersion: 'Version introuvable.',
  required: 'Ce texte est obligatoire.',
  amount: 'Le montant doit être un nombre positif ou nul.',
  note: 'La note va de 0 à 5.',
  date: 'La date s’écrit JJ/MM/AAAA.',
  unknownPhoto: 'Cette photo n’est pas publiée dans la photothèque.',
  unknownTarget: 'Page de destination inconnue.',
  formats: 'Les six formats de la page restent, chacun une fois.',
  duplicateKey: 'Deux cartes ont la même clé.',
  duplicateFormula: 'Deux formules ont la même clé : changez le nom de l’une d’elles.',
  formulaName: 'Le nom de la formule est obligatoire.',
  formulaKey: 'Clé de formule invalide : des minuscules, des chiffres et des tirets.',
  unknownFormula: 'Ces lignes de prix ne sont celles d’aucune formule de la page.',
  unknownCard: 'Carte inconnue.',
  link: 'Un lien mène à un chemin du site (/…), une ancre, http(s)://, mailto: ou tel:.',
  place: 'Emplacement de galerie inconnu.',
  seoTitle: 'Le titre Google est obligatoire.',
  seoTitleMax: `Le titre Google ne peut dépasser ${seoLengths.title.max} caractères.`,
  seoDescription: 'La description Google est obligatoire.',
  seoDescriptionMax: `La description Google ne peut dépasser ${seoLengths.description.max} caractères.`,
  seoPages: 'Chaque page du site garde son titre et sa description, une fois chacune.',
  email: 'Adresse e-mail invalide, par exemple contact@exemple.fr.',
  phone: 'Numéro de téléphone invalide, par exemple 06 12 34 56 78.',
  towns: 'Au moins une commune.',
  homeServices: 'Les trois cartes de l’accueil restent, chacune une fois.',
} as const;
