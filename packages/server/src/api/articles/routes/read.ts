import { articleMessages, articleSlugParamsSchema, idParamsSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { adminArticle, adminArticles, publishedArticle, publishedSummaries } from '../articles';
import { adminOnly } from './options';

/** The blog's list and its articles, for anyone, once their day has come. */
export function publishedRoutes(app: ApiApp, { db, clock }: ApiContext) {
  app.get('/articles', { config: { access: 'public' } }, async () => ({
    data: await publishedSummaries(db, clock),
  }));

  app.get(
    '/articles/:slug',
    { config: { access: 'public' }, schema: { params: articleSlugParamsSchema } },
    async (request) => {
      const article = await publishedArticle(db, request.params.slug, clock);
      if (!article) throw new HttpError(404, articleMessages.notFound);
      return { data: article };
    },
  );
}

/** Every article, published or not, as the admin edits it. */
export function adminReadRoutes(app: ApiApp, { db }: ApiContext) {
  app.get('/admin/articles', adminOnly, async () => ({ data: await adminArticles(db) }));

  app.get('/admin/articles/:id', { ...adminOnly, schema: { params: idParamsSchema } }, async (request) => ({
    data: await adminArticle(db, request.params.id),
  }));
}
