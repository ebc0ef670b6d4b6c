import {
  siteContentMessages,
  siteContentRestorePayloadSchema,
  siteContentVersionParamsSchema,
} from '@lapm/contracts';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { edition, restore, SITE_CONTENT_TAG } from '../site-content';
import { admin, pageOf } from './shared';

export function restoreRoute(app: ApiApp, { db, content }: ApiContext) {
  app.post(
    '/admin/site-content/:page/restore/:id',
    { ...admin, schema: { params: siteContentVersionParamsSchema, body: siteContentRestorePayloadSchema } },
    async (request) => {
      const page = pageOf(request.params);
      const block = request.body?.block;
      const id = await restore(db, page, request.params.id, sessionOf(request).user.id, block);
      content.changed(SITE_CONTENT_TAG);
      request.log.info(
        { event: 'site_content_restored', page, version: id, from: request.params.id, block },
        'version du contenu du site rétablie',
      );
      return {
        message: block ? siteContentMessages.blockRestored : siteContentMessages.restored,
        data: await edition(db, page),
      };
    },
  );
}
