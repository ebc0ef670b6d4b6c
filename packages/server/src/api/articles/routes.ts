import { renderMarkdown } from '@lapm/articles';
import {
  type ArticlePayload,
  articleAutosavePayloadSchema,
  articleFieldsSchema,
  articleMessages,
  articlePreviewPayloadSchema,
  articleSlugParamsSchema,
  articleUpdatePayloadSchema,
  frenchDay,
  idParamsSchema,
  MAX_MARKDOWN_LENGTH,
  studioDay,
} from '@lapm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import {
  adminArticle,
  adminArticles,
  autosaveArticle,
  createArticle,
  publishedArticle,
  publishedSummaries,
  setPublished,
  updateArticle,
} from './articles';
import { checkedImages } from './images';
import { withLibraryPhotos } from './library-photos';
import { ARTICLES_TAG } from './page-data';

/**
 * The blog's articles: read by anyone once published, written by admins only. Every write
 * tells the pages that show articles (ARTICLES_TAG) that they changed: the server's HTML of
 * /blog, the articles and the sitemap are up to date at the next request.
 */
export const articleRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { db, content, config, clock },
) => {
  const admin = { config: { access: 'admin' as const } };
  // An article's Markdown may reach MAX_MARKDOWN_LENGTH characters, accented: more than the API's 64 KiB.
  const withText = { ...admin, bodyLimit: 4 * MAX_MARKDOWN_LENGTH };

  /**
   * What the schema cannot check alone: the Markdown's links and images (the parser), whether its
   * library photos are published, and whether the cover and share image exist (the database).
   * Every problem of the text is named at once.
   */
  async function checked<T extends ArticlePayload>(fields: T): Promise<T> {
    const rendered = renderMarkdown(fields.markdown);
    const { problems } = await withLibraryPhotos(db, rendered.blocks);
    const all = [...rendered.problems, ...problems];
    if (all.length > 0) throw new HttpError(400, all.join(' '));
    return checkedImages(db, config, fields);
  }

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

  app.get('/admin/articles', admin, async () => ({ data: await adminArticles(db) }));

  app.get('/admin/articles/:id', { ...admin, schema: { params: idParamsSchema } }, async (request) => ({
    data: await adminArticle(db, request.params.id),
  }));

  app.post(
    '/admin/articles',
    { ...withText, schema: { body: articleFieldsSchema } },
    async (request, reply) => {
      const data = await createArticle(db, await checked(request.body), clock);
      request.log.info({ event: 'article_created', articleId: data.id }, 'article créé');
      return reply.code(201).send({ message: articleMessages.created, data });
    },
  );

  app.put(
    '/admin/articles/:id',
    { ...withText, schema: { params: idParamsSchema, body: articleUpdatePayloadSchema } },
    async (request) => {
      const { version, ...fields } = request.body;
      const data = await updateArticle(db, request.params.id, version, await checked(fields), clock);
      if (data.isPublished) content.changed(ARTICLES_TAG);
      return { message: articleMessages.saved, data };
    },
  );

  // What she is typing, kept until she saves: admins only, never read by the blog.
  app.put(
    '/admin/articles/:id/autosave',
    { ...withText, schema: { params: idParamsSchema, body: articleAutosavePayloadSchema } },
    async (request) => ({
      message: articleMessages.autosaved,
      data: await autosaveArticle(db, request.params.id, request.body.fields, clock()),
    }),
  );

  /** « Publier » keeps a day to come (the article is then scheduled), « Publier maintenant » brings it to today. */
  const publication = [
    ['publish', true, false],
    ['publish-now', true, true],
    ['unpublish', false, false],
  ] as const;
  for (const [action, isPublished, now] of publication) {
    app.post(
      `/admin/articles/:id/${action}`,
      { ...admin, schema: { params: idParamsSchema } },
      async (request) => {
        const today = studioDay(clock());
        const data = await setPublished(db, request.params.id, isPublished, now ? today : undefined);
        content.changed(ARTICLES_TAG);
        const event = isPublished ? 'article_published' : 'article_unpublished';
        request.log.info({ event, articleId: data.id }, 'article (dé)publié');
        const message = !isPublished
          ? articleMessages.unpublished
          : data.published > today
            ? articleMessages.scheduled(frenchDay(data.published))
            : articleMessages.madePublic;
        return { message, data };
      },
    );
  }

  // Nothing is stored: the blocks of the Markdown as the blog would show them, and what it refuses.
  app.post(
    '/admin/articles/preview',
    { ...withText, schema: { body: articlePreviewPayloadSchema } },
    async (request) => {
      const rendered = renderMarkdown(request.body.markdown);
      const { blocks, problems } = await withLibraryPhotos(db, rendered.blocks);
      return { data: { body: blocks, problems: [...rendered.problems, ...problems] } };
    },
  );
};
