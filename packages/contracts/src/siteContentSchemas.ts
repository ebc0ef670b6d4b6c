/** The schemas of the site's words and prices: the contract of the admin form and of the server. */
import { pricingAnchorSchema } from './content';
import { formulaNames } from './contentValues';
import { isDraftOf } from './drafts';
import { dataOf, requiredText } from './entities';
import { placeOf } from './placements';
import { PRICE_CARD_KEY_PATTERN } from './priceCardKeys';
import { paths } from './routes';
import {
  type AboutPageDocument,
  type ContactDocument,
  type FaqPageDocument,
  type LifestylePageDocument,
  lifestyleFormatIds,
  siteContentMessages as m,
  type PricesPageDocument,
  type SeoDocument,
  type ServicePageDocument,
  type SiteContentDocument,
  type SiteContentPage,
  seoLengths,
  seoPagePaths,
  siteContentPageOf,
} from './siteContent';
import {
  homePageDocumentSchema,
  legalNoticesDocumentSchema,
  termsOfSaleDocumentSchema,
} from './siteWordsSchemas';
import { STRICT_EMAIL_PATTERN } from './validation';
import { z } from './zod';

const text = () => requiredText(m.required).max(5000);
/**
 * A page's prose is what a long paragraph needs, not a document. Its `[texte](/chemin)` links,
 * and the blocks' links, follow the articles' rules: checked by the server (@lapm/articles).
 */
const paragraphs = () => z.array(text()).min(1, m.required).max(30);

const linkAddress = z.string().trim().min(1, m.link).max(2000);
const copyLinkSchema = z.union([
  z.object({ label: text(), to: linkAddress }),
  z.object({ label: text(), href: linkAddress, newTab: z.boolean().optional() }),
  z.object({ label: text(), mail: z.literal('devis') }),
]);

const textBlockSchema = z.object({
  kind: z.literal('text'),
  heading: text(),
  paragraphs: paragraphs(),
  bullets: z.array(text()).max(30).optional(),
  links: z.array(copyLinkSchema).max(5).optional(),
});
const galleryBlockSchema = z.object({
  kind: z.literal('gallery'),
  heading: text(),
  place: z.string().refine((key) => placeOf(key) !== undefined, m.place),
});

const priceLineDocumentSchema = z.union([
  z.object({
    value1: z.string().trim().max(200),
    amount: z.number({ error: m.amount }).min(0, m.amount).max(1_000_000),
    tax: z.enum(['TTC', 'HT']),
  }),
  z.object({ value1: z.string().trim().max(200), value2: z.string().trim().max(200) }),
]);

export const reviewDocumentSchema = z.object({
  id: z.string().trim().min(1).max(80),
  nom: text().max(100),
  note: z.number({ error: m.note }).min(0, m.note).max(5, m.note),
  date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, m.date),
  commentaire: text(),
});

const formulaDocumentSchema = z.object({
  key: z.string().trim().regex(PRICE_CARD_KEY_PATTERN, m.formulaKey),
  name: requiredText(m.formulaName).max(60),
});

/**
 * A service's price cards. Her formulas, when listed, have keys all different, and the table has
 * lines for those only; a document from before her list keeps the first formulas (docs/decisions/0025).
 */
const servicePricesSchema = z
  .object({
    heading: text(),
    intro: text(),
    table: z.record(z.string(), z.array(priceLineDocumentSchema).max(20)),
    formulas: z.array(formulaDocumentSchema).max(12).optional(),
  })
  .superRefine((prices, context) => {
    const keys: readonly string[] = prices.formulas?.map((formula) => formula.key) ?? formulaNames;
    prices.formulas?.forEach((formula, index) => {
      if (keys.indexOf(formula.key) !== index)
        context.addIssue({ code: 'custom', message: m.duplicateFormula, path: ['formulas', index, 'name'] });
    });
    for (const key of Object.keys(prices.table)) {
      if (!keys.includes(key))
        context.addIssue({ code: 'custom', message: m.unknownFormula, path: ['table', key] });
    }
  });

export const servicePageDocumentSchema: z.ZodType<ServicePageDocument> = z.object({
  title: text(),
  lead: text(),
  blocks: z.array(z.discriminatedUnion('kind', [textBlockSchema, galleryBlockSchema])).max(30),
  prices: servicePricesSchema,
  reviews: z.object({ heading: text(), list: z.array(reviewDocumentSchema).max(100) }),
});

export const aboutPageDocumentSchema: z.ZodType<AboutPageDocument> = z.object({
  title: text(),
  lead: text(),
  sections: z
    .array(z.object({ heading: text(), paragraphs: paragraphs() }))
    .min(1, m.required)
    .max(20),
});

export const faqPageDocumentSchema: z.ZodType<FaqPageDocument> = z.object({
  title: text(),
  lead: text(),
  questions: z
    .array(z.object({ question: text().max(300), paragraphs: paragraphs() }))
    .min(1, m.required)
    .max(50),
});

export const lifestylePageDocumentSchema: z.ZodType<LifestylePageDocument> = z.object({
  title: text(),
  lead: text(),
  formatsHeading: text(),
  formats: z
    .array(
      z.object({
        id: z.enum(lifestyleFormatIds, { error: m.formats }),
        name: text().max(100),
        audience: text().max(100),
        paragraphs: paragraphs(),
      }),
    )
    .refine(
      (formats) =>
        formats.length === lifestyleFormatIds.length &&
        new Set(formats.map((f) => f.id)).size === formats.length,
      m.formats,
    ),
  reviewsHeading: text(),
  reviews: z.array(reviewDocumentSchema).max(100),
});

/** Where a card of /tarifs may lead: a page with price cards. */
export const cardTargets: readonly string[] = [
  paths.solo,
  paths.duo,
  paths.family,
  paths.pregnancy,
  paths.newborn,
  paths.hobby,
  paths.wedding,
  paths.corporate,
];

export const pricesPageDocumentSchema: z.ZodType<PricesPageDocument> = z.object({
  cards: z
    .array(
      z.object({
        key: z.string().trim().regex(PRICE_CARD_KEY_PATTERN, m.required),
        title: text().max(120),
        description: text().max(400),
        path: z.string().refine((path) => cardTargets.includes(path), m.unknownTarget),
        anchor: pricingAnchorSchema,
        alt: text().max(300),
        photoId: z.uuid({ message: m.unknownPhoto }).nullable(),
      }),
    )
    .max(200)
    .refine((cards) => new Set(cards.map((card) => card.key)).size === cards.length, m.duplicateKey),
});

export const seoDocumentSchema: z.ZodType<SeoDocument> = z.object({
  pages: z
    .array(
      z.object({
        path: z.string().refine((path) => seoPagePaths.includes(path), m.unknownTarget),
        title: requiredText(m.seoTitle).max(seoLengths.title.max, m.seoTitleMax),
        description: requiredText(m.seoDescription).max(seoLengths.description.max, m.seoDescriptionMax),
      }),
    )
    .refine(
      (pages) =>
        pages.length === seoPagePaths.length && new Set(pages.map((page) => page.path)).size === pages.length,
      m.seoPages,
    ),
});

/** Digits, spaces, dots, dashes and a leading +, with 10 to 15 digits in all. */
const phonePattern = /^\+?[\d .-]+$/;
const digitCount = (phone: string) => phone.replace(/\D/g, '').length;

export const contactDocumentSchema: z.ZodType<ContactDocument> = z.object({
  email: requiredText(m.email).max(254, m.email).regex(STRICT_EMAIL_PATTERN, m.email),
  phone: requiredText(m.phone)
    .max(30, m.phone)
    .refine(
      (phone) => phonePattern.test(phone) && digitCount(phone) >= 10 && digitCount(phone) <= 15,
      m.phone,
    ),
  hours: text().max(300),
  areas: z
    .array(
      z.object({
        department: text().max(100),
        towns: z.array(text().max(100)).min(1, m.towns).max(200),
      }),
    )
    .min(1, m.towns)
    .max(20),
});

const schemaByKind = {
  service: servicePageDocumentSchema,
  about: aboutPageDocumentSchema,
  prices: pricesPageDocumentSchema,
  lifestyle: lifestylePageDocumentSchema,
  faq: faqPageDocumentSchema,
  seo: seoDocumentSchema,
  contact: contactDocumentSchema,
  home: homePageDocumentSchema,
  legal: legalNoticesDocumentSchema,
  terms: termsOfSaleDocumentSchema,
} as const;

/** The schema of one page's document. */
export function siteContentDocumentSchema(page: SiteContentPage): z.ZodType<SiteContentDocument> {
  const info = siteContentPageOf(page);
  if (!info) throw new Error(`Unknown site content page ${page}`);
  return schemaByKind[info.kind] as z.ZodType<SiteContentDocument>;
}

export const siteContentPageParamsSchema = z.object({
  page: z.string().refine((key) => siteContentPageOf(key) !== undefined, m.unknownPage),
});
export const siteContentVersionParamsSchema = siteContentPageParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** POST /admin/site-content/:page: the whole document, checked against the page's schema by the route. */
export const siteContentPayloadSchema = z.object({ document: z.unknown() });

export const cardPhotoSchema = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  placeholder: z.string(),
});

export const publishedSiteContentSchema = z.object({
  document: z.unknown(),
  photos: z.record(z.string(), cardPhotoSchema),
});
export const publishedSiteContentResponseSchema = dataOf(publishedSiteContentSchema);

export const siteContentVersionSchema = z.object({
  id: z.number().int(),
  page: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
  /** Whether this version is the one the site shows. */
  current: z.boolean(),
});
export type SiteContentVersion = z.infer<typeof siteContentVersionSchema>;

/** Where a field is in a page's document, as zod and the editor name it: `['cards', 3, 'title']`. */
export const fieldPathSchema = z
  .array(z.union([z.string().max(80), z.number().int().min(0).max(1000)]))
  .min(1)
  .max(8);
export type FieldPath = readonly (string | number)[];

/** One field a version changed: its text before and after (null where it did not exist). */
export const siteContentChangeSchema = z.object({
  path: fieldPathSchema,
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/**
 * The fields a version changed, by block: a card, a price line, a review, a section (an item of a
 * list), or a field outside any list. A block that existed before can be put back as it was.
 */
export const siteContentChangedBlockSchema = z.object({
  /** Where the block was in the version before; where this version put it, for one it added. */
  path: fieldPathSchema,
  restorable: z.boolean(),
  /**
   * For an item of a list: which item it is (null for a list known by position only), its place
   * before and after this version (null where it was not), and whether this version moved it among
   * the others (an item shifted by a removal before it did not move).
   */
  item: z
    .object({
      identity: z.string().max(300).nullable(),
      before: z.number().int().min(0).nullable(),
      after: z.number().int().min(0).nullable(),
      moved: z.boolean(),
    })
    .optional(),
  changes: z.array(siteContentChangeSchema),
});
export const siteContentChangesSchema = z.object({
  version: z.number().int(),
  /** The version it is compared with; null for the page's first one. */
  previous: z.number().int().nullable(),
  blocks: z.array(siteContentChangedBlockSchema),
});
export type SiteContentChangedBlock = z.infer<typeof siteContentChangedBlockSchema>;
export type SiteContentChanges = z.infer<typeof siteContentChangesSchema>;
export const siteContentChangesResponseSchema = dataOf(siteContentChangesSchema);

/** POST /admin/site-content/:page/restore/:id: the whole version, or one block of it. */
export const siteContentRestorePayloadSchema = z.object({ block: fieldPathSchema.optional() }).nullish();

/** What the admin was typing on a page, kept by the server until she publishes it. */
export const siteContentDraftSchema = z.object({
  document: z.unknown(),
  saved_at: z.string(),
  author: z.string().nullable(),
});
export type SiteContentDraft = z.infer<typeof siteContentDraftSchema>;

/**
 * The admin's view of a page: what it shows now, her draft if she has one, and its publishing
 * history, newest first.
 */
export const siteContentEditionSchema = z.object({
  page: z.string(),
  document: z.unknown(),
  draft: siteContentDraftSchema.nullable(),
  versions: z.array(siteContentVersionSchema),
});
export type SiteContentEdition = z.infer<typeof siteContentEditionSchema>;
export const siteContentEditionResponseSchema = dataOf(siteContentEditionSchema);
export const siteContentSavedResponseSchema = z.object({
  message: z.string(),
  data: siteContentEditionSchema,
});
/** PUT /admin/site-content/:page/draft: the draft as kept, with the time of its save. */
export const siteContentDraftSavedResponseSchema = z.object({
  message: z.string(),
  data: siteContentDraftSchema,
});

/**
 * A draft of a page is checked with the schema its publish uses, less the problems of typing in
 * progress (see typedOnTheWay): the server keeps it as typed, and refuses it only when it is not
 * that page's document. Publishing checks it whole.
 */
export function isSiteContentDraft(page: SiteContentPage, input: unknown): boolean {
  return isDraftOf(siteContentDocumentSchema(page), input);
}
