import {
  articleRevisionMessages,
  articleRevisionParamsSchema,
  articleRevisionRestorePayloadSchema,
  idParamsSchema,
} from '@lapm/contracts';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { adminArticle, updateArticle } from '../articles';
import { ARTICLES_TAG } from '../page-data';
import { listRevisions, readRevision, restoredFields, withRevision } from '../revisions';
import { adminOnly } from './options';
import { checked } from './write';

const frenchTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * An article's versions (« Versions »): listed, read to compare, and restored. A restore is a save
 * of the version's fields: it becomes a version itself, so nothing is lost by restoring. It keeps
 * the article published or not, as it is (its publication state is not one of the fields).
 */
export function revisionRoutes(app: ApiApp, context: ApiContext) {
  const { db, content, clock } = context;
  app.get(
    '/admin/articles/:id/revisions',
    { ...adminOnly, schema: { params: idParamsSchema } },
    async (request) => ({ data: await listRevisions(db, request.params.id) }),
  );

  app.get(
    '/admin/articles/:id/revisions/:revisionId',
    { ...adminOnly, schema: { params: articleRevisionParamsSchema } },
    async (request) => ({ data: await readRevision(db, request.params.id, request.params.revisionId) }),
  );

  app.post(
    '/admin/articles/:id/revisions/:revisionId/restore',
    {
      ...adminOnly,
      schema: { params: articleRevisionParamsSchema, body: articleRevisionRestorePayloadSchema },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      const revision = await readRevision(db, id, revisionId);
      const fields = await checked(context, restoredFields(await adminArticle(db, id), revision));
      const author = sessionOf(request).user;
      const data = await withRevision(
        db,
        id,
        author,
        (tx) => updateArticle(tx, id, request.body.version, fields, clock),
        revisionId,
      );
      if (data.isPublished) content.changed(ARTICLES_TAG);
      request.log.info({ event: 'article_restored', articleId: id, revisionId }, 'version rétablie');
      return { message: articleRevisionMessages.restored(frenchTime(revision.savedAt)), data };
    },
  );
}
