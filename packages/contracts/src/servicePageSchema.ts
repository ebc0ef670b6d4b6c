import { formulaNames } from './contentValues';
import { requiredText } from './entityFields';
import { placeOf } from './placements';
import { PRICE_CARD_KEY_PATTERN } from './priceCardKeys';
import { siteContentMessages as m, type ServicePageDocument } from './siteContent';
import { paragraphs, text } from './siteContentText';
import { z } from './zod';

/** A service page's document: its text and gallery blocks, its price cards and formulas, its reviews. */

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
