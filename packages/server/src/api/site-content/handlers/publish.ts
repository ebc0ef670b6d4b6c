import { siteContentMessages, siteContentPageParamsSchema, siteContentPayloadSchema } from '@lapm/contracts';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { checkedDocument, edition, publish, SITE_CONTENT_TAG } from '../site-content';
import { admin, pageOf } from './shared';

export function publishRoute(app: ApiApp, { db, content }: ApiContext) {
  app.post(
    '/admin/site-content/:page',
    { ...admin, schema: { params: siteContentPageParamsSchema, body: siteContentPayloadSchema } },
    async (request) => {
      const page = pageOf(request.params);
      const document = checkedDocument(page, request.body.document);
      const id = await publish(db, page, document, sessionOf(request).user.id);
      content.changed(SITE_CONTENT_TAG);
      request.log.info({ event: 'site_content_published', page, version: id }, 'contenu du site publié');
      return { message: siteContentMessages.published, data: await edition(db, page) };
    },
  );
}
