import { siteContentVersionParamsSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { versionChanges } from '../site-content';
import { admin, pageOf } from './shared';

export function versionChangesRoute(app: ApiApp, { db }: ApiContext) {
  app.get(
    '/admin/site-content/:page/versions/:id/changes',
    { ...admin, schema: { params: siteContentVersionParamsSchema } },
    async (request) => ({
      data: await versionChanges(db, pageOf(request.params), request.params.id),
    }),
  );
}
