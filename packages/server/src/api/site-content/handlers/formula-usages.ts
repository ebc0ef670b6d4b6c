import { formulaUsageParamsSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { formulaUsages } from '../formulas';
import { admin } from './shared';

/** Asked before she removes a formula of a service page: what uses it. */
export function formulaUsagesRoute(app: ApiApp, { db, clock }: ApiContext) {
  app.get(
    '/admin/site-content/:page/formulas/:slug/usages',
    { ...admin, schema: { params: formulaUsageParamsSchema } },
    async (request) => {
      const { page, slug } = request.params;
      return { data: { usages: await formulaUsages(db, page, slug, clock()) } };
    },
  );
}
