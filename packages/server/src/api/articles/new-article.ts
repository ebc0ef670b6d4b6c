import type { ArticleSetup } from '../../testing/articles';
import { modelArticle } from '../../testing/articles';
import { call } from '../../testing/server';

/** The article the admin writes in a test: the seed's first, at the address `slug`, with a title to trim. */
export const newArticle = (slug: string) => ({
  ...modelArticle(),
  slug,
  published: '2025-11-05',
  title: ' Séance en forêt ',
  markdown: '## En forêt\n\nUne balade, puis [contactez-moi](/contacts).',
});

/** Creates `newArticle(slug)` as the admin, unpublished. */
export async function createArticle(site: ArticleSetup, slug: string) {
  const response = await call(site.server, 'POST', '/admin/articles', {
    cookie: site.adminCookie,
    body: newArticle(slug),
  });
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data as { id: number; version: number };
}
