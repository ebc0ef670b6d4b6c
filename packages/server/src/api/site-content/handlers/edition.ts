import { siteContentPageParamsSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { edition } from '../site-content';
import { admin, pageOf } from './shared';

export function editionRoute(app: ApiApp, { db }: ApiContext) {
  app.get(
    '/admin/site-content/:page',
    { ...admin, schema: { params: siteContentPageParamsSchema } },
    async (request) => ({
      data: await edition(db, pageOf(request.params)),
    }),
  );
}
