import {
  adminEditArticlePath,
  type PriceCardUsage,
  paths,
  priceCardAnchorOf,
  siteContentPages,
} from '@lapm/contracts';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema';
import { publishedDocument } from './site-content';

/** A link to the card `/tarifs#key`, and not to a longer key that starts the same. */
const linkTo = (key: string) =>
  new RegExp(`${priceCardAnchorOf(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9-])`);

/**
 * What links to a card of /tarifs, named as she knows it: her articles (published or not) and the
 * other pages of « Contenu du site » as published. Asked before she removes the card.
 */
export async function priceCardUsages(db: Database, key: string): Promise<PriceCardUsage[]> {
  const link = linkTo(key);
  const rows = await db
    .select({ id: articles.id, title: articles.title, markdown: articles.markdown })
    .from(articles)
    .orderBy(articles.title);
  const inArticles = rows
    .filter((row) => link.test(row.markdown))
    .map((row) => ({ name: `Article « ${row.title} »`, to: adminEditArticlePath(row.id) }));
  const inPages: PriceCardUsage[] = [];
  for (const page of siteContentPages) {
    if (page.key === 'tarifs') continue;
    const document = await publishedDocument(db, page.key);
    if (link.test(JSON.stringify(document))) {
      inPages.push({ name: `Page « ${page.label} »`, to: paths.adminSiteContent });
    }
  }
  return [...inArticles, ...inPages];
}
