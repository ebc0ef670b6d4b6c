import { pricingAnchorSchema } from './content';
import { isDraftOf } from './drafts';
import { requiredText } from './entityFields';
import { PRICE_CARD_KEY_PATTERN } from './priceCardKeys';
import { reviewDocumentSchema, servicePageDocumentSchema } from './servicePageSchema';
import {
  type AboutPageDocument,
  type ContactDocument,
  type FaqPageDocument,
  type LifestylePageDocument,
  lifestyleFormatIds,
  siteContentMessages as m,
  type PricesPageDocument,
  type SeoDocument,
  type SiteContentDocument,
  type SiteContentPage,
  seoLengths,
  seoPagePaths,
  servicePagePaths,
  siteContentPageOf,
} from './siteContent';
import { paragraphs, text } from './siteContentText';
import {
  homePageDocumentSchema,
  legalNoticesDocumentSchema,
  termsOfSaleDocumentSchema,
} from './siteWordsSchemas';
import { STRICT_EMAIL_PATTERN } from './validation';
import { z } from './zod';

/** The document of every other page the admin edits, and the schema that checks a page by its kind. */

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
export const cardTargets = servicePagePaths;

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

/**
 * A draft of a page is checked with the schema its publish uses, less the problems of typing in
 * progress (see typedOnTheWay): the server keeps it as typed, and refuses it only when it is not
 * that page's document. Publishing checks it whole.
 */
export function isSiteContentDraft(page: SiteContentPage, input: unknown): boolean {
  return isDraftOf(siteContentDocumentSchema(page), input);
}
