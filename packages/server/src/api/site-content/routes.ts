import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { cardUsagesRoute } from './handlers/card-usages';
import { discardDraftRoute } from './handlers/discard-draft';
import { editionRoute } from './handlers/edition';
import { formulaUsagesRoute } from './handlers/formula-usages';
import { publishRoute } from './handlers/publish';
import { publishedFormulasRoute } from './handlers/published-formulas';
import { publishedPageRoute } from './handlers/published-page';
import { restoreRoute } from './handlers/restore';
import { saveDraftRoute } from './handlers/save-draft';
import { versionChangesRoute } from './handlers/version-changes';

/**
 * The words and prices of the public pages: read by anyone, published and restored by admins. A
 * publish tells the pages that show them (SITE_CONTENT_TAG): the server HTML of every instance is up
 * to date at the next request.
 */
export const siteContentRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  publishedFormulasRoute(app, context);
  publishedPageRoute(app, context);
  editionRoute(app, context);
  publishRoute(app, context);
  cardUsagesRoute(app, context);
  formulaUsagesRoute(app, context);
  saveDraftRoute(app, context);
  discardDraftRoute(app, context);
  versionChangesRoute(app, context);
  restoreRoute(app, context);
};
