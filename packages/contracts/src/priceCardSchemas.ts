import { dataOf } from './entities';
import { PRICE_CARD_KEY_PATTERN } from './priceCardKeys';
import { siteContentMessages as m } from './siteContent';
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
