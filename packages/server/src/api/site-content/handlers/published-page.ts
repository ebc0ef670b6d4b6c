import { siteContentPageParamsSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { publishedContent } from '../site-content';
import { pageOf } from './shared';

export function publishedPageRoute(app: ApiApp, { db }: ApiContext) {
  app.get(
    '/site-content/:page',
    { config: { access: 'public' }, schema: { params: siteContentPageParamsSchema } },
    async (request) => ({ data: await publishedContent(db, pageOf(request.params)) }),
  );
}
