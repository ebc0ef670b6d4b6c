import { articleMessages, frenchDay, idParamsSchema, studioDay } from '@lapm/contracts';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { setPublished } from '../articles';
import { ARTICLES_TAG } from '../page-data';
import { withRevision } from '../revisions';
import { adminOnly } from './options';

/** « Publier » keeps a day to come (the article is then scheduled), « Publier maintenant » brings it to today. */
const publication = [
  ['publish', true, false],
  ['publish-now', true, true],
  ['unpublish', false, false],
] as const;

export function publicationRoutes(app: ApiApp, { db, content, clock }: ApiContext) {
  for (const [action, isPublished, now] of publication) {
    app.post(
      `/admin/articles/:id/${action}`,
      { ...adminOnly, schema: { params: idParamsSchema } },
      async (request) => {
        const today = studioDay(clock());
        // « Publier maintenant » may bring its date forward: that change is a version of its own.
        const data = await withRevision(db, request.params.id, sessionOf(request).user, (tx) =>
          setPublished(tx, request.params.id, isPublished, now ? today : undefined),
        );
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
}
