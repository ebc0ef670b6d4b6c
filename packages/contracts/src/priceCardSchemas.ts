import { dataOf } from './entities';
import { PRICE_CARD_KEY_PATTERN } from './priceCardKeys';
import { siteContentMessages as m, pricedServicePages } from './siteContent';
import { z } from './zod';

/** GET /admin/site-content/cards/:slug/usages: the card, by its key. */
export const priceCardUsageParamsSchema = z.object({
  slug: z.string().regex(PRICE_CARD_KEY_PATTERN, m.unknownCard),
});

/** Something of the site that links to a card: its name in her words, and where she edits it. */
export const priceCardUsageSchema = z.object({ name: z.string(), to: z.string() });
export type PriceCardUsage = z.infer<typeof priceCardUsageSchema>;
export const priceCardUsagesSchema = z.object({ usages: z.array(priceCardUsageSchema) });
export const priceCardUsagesResponseSchema = dataOf(priceCardUsagesSchema);

/** GET /admin/site-content/:page/formulas/:slug/usages: a formula of a service page, by its own key. */
export const formulaUsageParamsSchema = z.object({
  page: z.enum(Object.keys(pricedServicePages) as [keyof typeof pricedServicePages], m.unknownPage),
  slug: z.string().regex(PRICE_CARD_KEY_PATTERN, m.formulaKey),
});

/** GET /site-content/formulas: the published formulas, service by service (the enquiry form's list). */
export const enquiryFormulaGroupsSchema = z.array(
  z.object({ label: z.string(), options: z.array(z.object({ key: z.string(), label: z.string() })) }),
);
export const enquiryFormulaGroupsResponseSchema = dataOf(z.object({ groups: enquiryFormulaGroupsSchema }));
