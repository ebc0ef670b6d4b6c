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
import { autosaveArticle, createArticle, updateArticle } from '../articles';
import { checkedImages } from '../images';
import { withLibraryPhotos } from '../library-photos';
import { ARTICLES_TAG } from '../page-data';
import { recordRevision, withRevision } from '../revisions';
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
      const valid = await checked(context, request.body);
      const data = await db.transaction(async (tx) => {
        const article = await createArticle(tx, valid, clock);
        await recordRevision(tx, { article, before: null, author: sessionOf(request).user });
        return article;
      });
      request.log.info({ event: 'article_created', articleId: data.id }, 'article créé');
      return reply.code(201).send({ message: articleMessages.created, data });
    },
  );

  app.put(
    '/admin/articles/:id',
    { ...withText, schema: { params: idParamsSchema, body: articleUpdatePayloadSchema } },
    async (request) => {
      const { version, ...fields } = request.body;
      const valid = await checked(context, fields);
      const { id } = request.params;
      const data = await withRevision(db, id, sessionOf(request).user, (tx) =>
        updateArticle(tx, id, version, valid, clock),
      );
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
