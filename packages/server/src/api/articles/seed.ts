import { initialArticles } from '@lapm/articles/initial-articles';
import { articleFieldsSchema } from '@lapm/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema';

/**
 * The five articles of the spec, published, when the table is empty: on a new database, right
 * after its migrations (under their lock, so two instances starting together write them once).
 * Articles cannot be deleted, so an empty table is a new one; what she changes stays.
 */
export async function seedArticles(db: Database): Promise<void> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
  if ((count?.n ?? 0) > 0) return;
  await db
    .insert(articles)
    .values(initialArticles.map((article) => ({ ...articleFieldsSchema.parse(article), isPublished: true })))
    .onConflictDoNothing();
}
