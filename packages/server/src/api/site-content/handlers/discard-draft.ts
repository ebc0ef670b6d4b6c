import { siteContentMessages, siteContentPageParamsSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { discardDraft, edition } from '../site-content';
import { admin, pageOf } from './shared';

export function discardDraftRoute(app: ApiApp, { db }: ApiContext) {
  app.delete(
    '/admin/site-content/:page/draft',
    { ...admin, schema: { params: siteContentPageParamsSchema } },
    async (request) => {
      const page = pageOf(request.params);
      await discardDraft(db, page);
      return { message: siteContentMessages.draftDiscarded, data: await edition(db, page) };
    },
  );
}
