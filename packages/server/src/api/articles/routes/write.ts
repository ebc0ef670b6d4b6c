import { renderMarkdown } from '@lapm/articles';
import {
  type ArticlePayload,
  articleAutosavePayloadSchema,
  articleFieldsSchema,
  articleMessages,
  articleUpdatePayloadSchema,
  idParamsSchema,
} from '@lapm/contracts';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { adminArticle, autosaveArticle, createArticle, updateArticle } from '../articles';
import { checkedImages } from '../images';
import { withLibraryPhotos } from '../library-photos';
import { ARTICLES_TAG } from '../page-data';
import { recordRevision, snapshotOf } from '../revisions';
import { withText } from './options';

/**
 * What the schema cannot check alone: the Markdown's links and images (the parser), whether its
 * library photos are published, and whether the cover and share image exist (the database).
 * Every problem of the text is named at once.
 */
export async function checked<T extends ArticlePayload>({ db, config }: ApiContext, fields: T): Promise<T> {
  const rendered = renderMarkdown(fields.markdown);
  const { problems } = await withLibraryPhotos(db, rendered.blocks);
  const all = [...rendered.problems, ...problems];
  if (all.length > 0) throw new HttpError(400, all.join(' '));
  return checkedImages(db, config, fields);
}

/** An article created, saved, or its draft kept while she types. */
export function writeRoutes(app: ApiApp, context: ApiContext) {
  const { db, content, clock } = context;
  app.post(
    '/admin/articles',
    { ...withText, schema: { body: articleFieldsSchema } },
    async (request, reply) => {
      const data = await createArticle(db, await checked(context, request.body), clock);
      await recordRevision(db, { article: data, before: null, author: sessionOf(request).user });
      request.log.info({ event: 'article_created', articleId: data.id }, 'article créé');
      return reply.code(201).send({ message: articleMessages.created, data });
    },
  );

  app.put(
    '/admin/articles/:id',
    { ...withText, schema: { params: idParamsSchema, body: articleUpdatePayloadSchema } },
    async (request) => {
      const { version, ...fields } = request.body;
      const before = snapshotOf(await adminArticle(db, request.params.id));
      const data = await updateArticle(db, request.params.id, version, await checked(context, fields), clock);
      await recordRevision(db, { article: data, before, author: sessionOf(request).user });
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
}
