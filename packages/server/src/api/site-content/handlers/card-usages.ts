import { priceCardUsageParamsSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { priceCardUsages } from '../card-usages';
import { admin } from './shared';

/** Asked before she removes a card of /tarifs: what links to it. */
export function cardUsagesRoute(app: ApiApp, { db }: ApiContext) {
  app.get(
    '/admin/site-content/cards/:slug/usages',
    { ...admin, schema: { params: priceCardUsageParamsSchema } },
    async (request) => ({ data: { usages: await priceCardUsages(db, request.params.slug) } }),
  );
}
