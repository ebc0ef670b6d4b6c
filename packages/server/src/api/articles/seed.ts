import { initialArticles } from '@lapm/articles/initial-articles';
import { type ArticlePayload, articleFieldsSchema } from '@lapm/contracts';
import type { ResponsiveImage } from '@lapm/images';
import { demoPhotos } from '@lapm/images/demo';
import { photos } from '@lapm/images/photos';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema';

type Image = ArticlePayload['cover'];

/**
 * The cover of each first article: a landscape photo of the demo set (packages/images), as its
 * 1,200 × 800 JPEG (spec section 9's share image size, Google's minimum width for an article's
 * image, and well under the pages' image budget), so that its BlogPosting image, og:image and
 * large Twitter card show a real picture, described as what it shows. She replaces it in the admin.
 */
const demoCoverKeys: Readonly<Record<string, `demo/${string}`>> = {
  '2025-06-01': 'demo/coucher-de-soleil',
  '2025-06-16': 'demo/montagne-automne',
  '2025-07-10': 'demo/pissenlits',
  '2025-07-24': 'demo/figue',
  '2025-09-17': 'demo/pont-baie',
};

const manifest: Readonly<Record<string, ResponsiveImage>> = photos;

const COVER_WIDTH = 1200;

/** The 1,200 px JPEG of the demo photo chosen for the first article at `slug`, with its own description. */
export function demoCoverOf(slug: string): Image {
  const key = demoCoverKeys[slug];
  const demo = demoPhotos.find((photo) => photo.key === key);
  const file = key
    ? manifest[key]?.variants.jpeg.find((variant) => variant.width === COVER_WIDTH)
    : undefined;
  if (!demo || !file) throw new Error(`No demo cover for the article ${slug}`);
  return { src: file.src, alt: demo.alt };
}

/** A first article as written to the database: its drawn placeholders of cover and share image become the demo photo. */
const withDemoCover = (article: ArticlePayload): ArticlePayload => {
  const cover = demoCoverOf(article.slug);
  return { ...article, cover, shareImage: cover };
};

/**
 * The five articles of the spec, published, when the table is empty: on a new database, right
 * after its migrations (under their lock, so two instances starting together write them once).
 * Articles cannot be deleted, so an empty table is a new one; what she changes stays. On a
 * database seeded before the demo covers, a first article whose cover or share image is still the
 * drawn placeholder it was written with gets the demo photo; one she changed is left alone.
 */
export async function seedArticles(db: Database): Promise<void> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
  if ((count?.n ?? 0) === 0) {
    await db
      .insert(articles)
      .values(
        initialArticles.map((article) => ({
          ...articleFieldsSchema.parse(withDemoCover(article)),
          isPublished: true,
        })),
      )
      .onConflictDoNothing();
    return;
  }
  for (const article of initialArticles) {
    const cover = demoCoverOf(article.slug);
    await db
      .update(articles)
      .set({ cover })
      .where(and(eq(articles.slug, article.slug), sql`${articles.cover}->>'src' = ${article.cover.src}`));
    await db
      .update(articles)
      .set({ shareImage: cover })
      .where(
        and(eq(articles.slug, article.slug), sql`${articles.shareImage}->>'src' = ${article.shareImage.src}`),
      );
  }
}
