import { siteContentMessages, siteContentPageParamsSchema, siteContentPayloadSchema } from '@lapm/contracts';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { saveDraft } from '../site-content';
import { admin, pageOf } from './shared';

/** Her draft: saved as she types, read back on any device, only by admins. The public pages never read it. */
export function saveDraftRoute(app: ApiApp, { db, clock }: ApiContext) {
  app.put(
    '/admin/site-content/:page/draft',
    { ...admin, schema: { params: siteContentPageParamsSchema, body: siteContentPayloadSchema } },
    async (request) => {
      const page = pageOf(request.params);
      const draft = await saveDraft(db, page, request.body.document, sessionOf(request).user.id, clock());
      return { message: siteContentMessages.draftSaved, data: draft };
    },
  );
}
