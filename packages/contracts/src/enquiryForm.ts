// Plain values only (no zod): the marketing remote draws the form with them, and ships without zod.
import type { FormulaName } from './content';
import { formulaLabels, formulaNames } from './contentValues';
import { formulasOf } from './formulas';
import { paths } from './routes';
import { pricedServicePages, type ServicePageKey, type ServicePricesDocument } from './siteContent';

/**
 * The enquiry form of /contacts (issue 47): its fields by input name, the formulas it can name,
 * and its French messages. The zod schema that checks it, in the browser and on the server, is in
 * enquiries.ts.
 */

/** The anchor of the form on /contacts: a price card's « Demander cette formule » lands on it. */
export const ENQUIRY_ANCHOR = 'demande';
/** The query parameter of /contacts that preselects a formula (`/contacts?formule=solo-essentiel`). */
export const ENQUIRY_FORMULA_PARAM = 'formule';
/** The formula of an enquiry about nothing in particular, or about a formula not listed. */
export const OTHER_FORMULA = 'autre';
/** The hidden field a person never sees nor fills: a robot filling every field does. */
export const ENQUIRY_HONEYPOT = 'website';
/** The hidden field carrying the signed time the form was given (the minimum fill time). */
export const ENQUIRY_STAMP = 'startedAt';
/** A person needs more than this to fill in the form (milliseconds). */
export const ENQUIRY_MIN_FILL_MS = 3000;

export type EnquiryField =
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'phone'
  | 'formula'
  | 'wishedDate'
  | 'message'
  | 'consent';

/** The fields the visitor fills in, in the form's order. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'formula',
  'wishedDate',
  'message',
  'consent',
];

/** A formula of one service, as a card names it: `solo-essentiel`. */
export const formulaKeyOf = (service: ServicePageKey, formula: string) => `${service}-${formula}`;

const referencePattern = new RegExp(`^(${Object.keys(pricedServicePages).join('|')})-[a-z0-9-]{1,60}$`);
/**
 * A key shaped as a formula of a service (`solo-mini-seance`). Whether she publishes it is the
 * server's to say: the schemas only check the shape (docs/decisions/0025).
 */
export const isFormulaReference = (key: string) => referencePattern.test(key);

/** The enquiry form with a card's formula chosen: « Demander cette formule ». */
export const enquiryPath = (service: ServicePageKey, formula: string) =>
  `${paths.contact}?${ENQUIRY_FORMULA_PARAM}=${formulaKeyOf(service, formula)}#${ENQUIRY_ANCHOR}`;

/** The names of the priced services, as the site shows them (pages, cards, e-mails, the form). */
export const pricedServiceNames: Record<ServicePageKey, string> = {
  solo: 'Portrait Solo',
  duo: 'Portrait Duo',
  famille: 'Portrait Famille & Amis',
  grossesse: 'Grossesse / Nouveau-Né',
  hobby: 'Portrait Hobby',
  mariage: 'Mariage',
  corporate: 'Portrait Corporate',
};

/** Every formula key the form accepts, service by service, then « autre ». */
export const enquiryFormulaKeys: readonly string[] = [
  ...(Object.keys(pricedServicePages) as ServicePageKey[]).flatMap((service) =>
    formulaNames.map((formula) => formulaKeyOf(service, formula)),
  ),
  OTHER_FORMULA,
];

/** The formulas of one service as the form lists them: `key` is the full one (`solo-essentiel`). */
export interface EnquiryFormulaGroup {
  label: string;
  options: { key: string; label: string }[];
}

/** The published formulas of the service pages, service by service, as the form lists them. */
export function enquiryFormulaGroupsOf(
  prices: Partial<Record<ServicePageKey, Pick<ServicePricesDocument, 'table' | 'formulas'>>>,
): EnquiryFormulaGroup[] {
  return (Object.keys(pricedServiceNames) as ServicePageKey[]).flatMap((service) => {
    const own = prices[service];
    if (!own) return [];
    const options = formulasOf(own).map((formula) => ({
      key: formulaKeyOf(service, formula.key),
      label: `${pricedServiceNames[service]} – ${formula.name}`,
    }));
    return options.length > 0 ? [{ label: pricedServiceNames[service], options }] : [];
  });
}

/** The page data of /contacts that lists the published formulas in its form. */
export const ENQUIRY_FORMULAS_PAGE_DATA = 'enquiry-formulas';

/** The formulas the site was first published with: the form lists these until it reads hers. */
export const enquiryFormulaGroups: readonly EnquiryFormulaGroup[] = (
  Object.keys(pricedServiceNames) as ServicePageKey[]
).map((service) => {
  const offered: FormulaName[] =
    service === 'corporate'
      ? ['confiance', 'classique', 'flash', 'signature']
      : ['essentiel', 'confort', 'premium'];
  return {
    label: pricedServiceNames[service],
    options: offered.map((formula) => ({
      key: formulaKeyOf(service, formula),
      label: `${pricedServiceNames[service]} – ${formulaLabels[formula]}`,
    })),
  };
});

/**
 * How the studio's e-mail and her list name a formula key: « Portrait solo – Essentiel ». `names`
 * are the names she gave her own formulas (by full key), kept after she removes one.
 */
export function enquiryFormulaLabel(key: string, names: Readonly<Record<string, string>> = {}): string {
  if (key === OTHER_FORMULA) return 'Autre demande';
  const named = names[key];
  const service = key.slice(0, key.indexOf('-')) as ServicePageKey;
  if (named && pricedServiceNames[service]) return `${pricedServiceNames[service]} – ${named}`;
  for (const [service, label] of Object.entries(pricedServiceNames)) {
    const formula = key.startsWith(`${service}-`) ? key.slice(service.length + 1) : '';
    if (formula in formulaLabels) return `${label} – ${formulaLabels[formula as FormulaName]}`;
  }
  return key;
}

/**
 * How her screens name the formula of an enquiry or a booking the server sent with its last
 * published name: « Portrait solo – Mini séance », the key alone for one never published.
 */
export const namedFormulaLabel = ({
  formula,
  formulaName,
}: {
  formula: string;
  formulaName: string | null;
}) => enquiryFormulaLabel(formula, formulaName ? { [formula]: formulaName } : {});

export const ENQUIRY_STATUSES = ['nouvelle', 'répondue', 'réservée', 'sans suite'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const enquiryLimits = { name: 100, phone: 30, wishedDate: 200, message: 5000, reply: 10000 } as const;

export const enquiryMessages = {
  firstnameRequired: 'Le prénom est obligatoire.',
  lastnameRequired: 'Le nom est obligatoire.',
  phoneInvalid:
    'Le numéro de téléphone n’est pas valide : des chiffres, des espaces et le signe + seulement.',
  formulaInvalid: 'Choisissez une formule dans la liste.',
  wishedDateTooLong: `La date ou la période souhaitée ne doit pas dépasser ${enquiryLimits.wishedDate} caractères.`,
  messageRequired: 'Écrivez votre message : quelques mots suffisent.',
  messageTooLong: `Le message ne doit pas dépasser ${enquiryLimits.message} caractères.`,
  consentRequired: 'Cochez la case pour accepter d’être recontacté(e) au sujet de votre demande.',
  tooFast:
    'Votre demande est partie bien vite : relisez-la, puis envoyez-la de nouveau dans quelques secondes.',
  expired: 'Le formulaire a expiré : envoyez de nouveau votre demande.',
  statusInvalid: 'Choisissez un état dans la liste : nouvelle, répondue, réservée ou sans suite.',
  notFound: 'Cette demande n’existe pas ou plus.',
  adminAddress: 'Cette adresse est celle d’un compte administrateur : elle ne peut pas devenir un client.',
  clientKnown:
    'Un client existe déjà à cette adresse : la demande est rattachée à sa fiche, sans nouveau compte.',
  /** Added to the invitation's message when the session is booked: its album is made with the account. */
  sessionAlbumCreated: 'L’album de la séance est créé, sans photo pour l’instant.',
  replyRequired: 'Écrivez votre réponse avant de l’envoyer.',
  replyTooLong: `La réponse ne doit pas dépasser ${enquiryLimits.reply} caractères.`,
  sent: 'Merci, votre demande est bien envoyée. Je vous réponds au plus vite, en général sous 48 heures.',
} as const;
