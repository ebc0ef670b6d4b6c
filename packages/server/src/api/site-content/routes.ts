import {
  formulaUsageParamsSchema,
  priceCardUsageParamsSchema,
  type SiteContentPage,
  siteContentMessages,
  siteContentPageParamsSchema,
  siteContentPayloadSchema,
  siteContentRestorePayloadSchema,
  siteContentVersionParamsSchema,
} from '@lapm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../auth/guard';
import type { ApiContext } from '../context';
import { priceCardUsages } from './card-usages';
import { formulaUsages, publishedFormulaGroups } from './formulas';
import {
  checkedDocument,
  discardDraft,
  edition,
  publish,
  publishedContent,
  restore,
  SITE_CONTENT_TAG,
  saveDraft,
  versionChanges,
} from './site-content';

/**
 * The words and prices of the public pages: read by anyone, published and restored by admins. A
 * publish tells the pages that show them (SITE_CONTENT_TAG): the server HTML of every instance is up
 * to date at the next request.
 */
export const siteContentRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, content, clock }) => {
  const admin = { config: { access: 'admin' as const } };
  const pageOf = (params: { page: string }) => params.page as SiteContentPage;

  // Static, so it wins over `/site-content/:page`: the enquiry form's list, read after a navigation.
  app.get('/site-content/formulas', { config: { access: 'public' } }, async () => ({
    data: { groups: await publishedFormulaGroups(db) },
  }));

  app.get(
    '/site-content/:page',
    { config: { access: 'public' }, schema: { params: siteContentPageParamsSchema } },
    async (request) => ({ data: await publishedContent(db, pageOf(request.params)) }),
  );

  app.get(
    '/admin/site-content/:page',
    { ...admin, schema: { params: siteContentPageParamsSchema } },
    async (request) => ({
      data: await edition(db, pageOf(request.params)),
    }),
  );

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

  // Asked before she removes a card of /tarifs: what links to it.
  app.get(
    '/admin/site-content/cards/:slug/usages',
    { ...admin, schema: { params: priceCardUsageParamsSchema } },
    async (request) => ({ data: { usages: await priceCardUsages(db, request.params.slug) } }),
  );

  // Asked before she removes a formula of a service page: what uses it.
  app.get(
    '/admin/site-content/:page/formulas/:slug/usages',
    { ...admin, schema: { params: formulaUsageParamsSchema } },
    async (request) => {
      const { page, slug } = request.params;
      return { data: { usages: await formulaUsages(db, page, slug, clock()) } };
    },
  );

  // Her draft: saved as she types, read back on any device, only by admins. The public pages never read it.
  app.put(
    '/admin/site-content/:page/draft',
    { ...admin, schema: { params: siteContentPageParamsSchema, body: siteContentPayloadSchema } },
    async (request) => {
      const page = pageOf(request.params);
      const draft = await saveDraft(db, page, request.body.document, sessionOf(request).user.id, clock());
      return { message: siteContentMessages.draftSaved, data: draft };
    },
  );

  app.delete(
    '/admin/site-content/:page/draft',
    { ...admin, schema: { params: siteContentPageParamsSchema } },
    async (request) => {
      const page = pageOf(request.params);
      await discardDraft(db, page);
      return { message: siteContentMessages.draftDiscarded, data: await edition(db, page) };
    },
  );

  app.get(
    '/admin/site-content/:page/versions/:id/changes',
    { ...admin, schema: { params: siteContentVersionParamsSchema } },
    async (request) => ({
      data: await versionChanges(db, pageOf(request.params), request.params.id),
    }),
  );

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
};
