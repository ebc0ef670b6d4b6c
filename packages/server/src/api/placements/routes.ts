import {
  placeFallbackPayloadSchema,
  placementMessages,
  placementPayloadSchema,
  placementQuerySchema,
  placeParamsSchema,
} from '@lapm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../auth/guard';
import type { ApiContext } from '../context';
import {
  PLACEMENTS_TAG,
  pagePlacements,
  placedInLibrary,
  placeFallback,
  placementDraft,
  replacePlacement,
  savePlacementDraft,
  setPlaceFallback,
} from './placements';

/**
 * The photos placed on the public pages (docs/decisions/0011): read by anyone for one page, chosen
 * by admins one place at a time. A save tells the pages that show places (PLACEMENTS_TAG): their
 * server HTML is up to date at the next request.
 */
export const placementRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, content, clock }) => {
  const admin = { config: { access: 'admin' as const } };

  app.get(
    '/placements',
    { config: { access: 'public' }, schema: { querystring: placementQuerySchema } },
    async (request) => ({ data: await pagePlacements(db, request.query.page) }),
  );

  app.get(
    '/admin/placements/:place',
    { ...admin, schema: { params: placeParamsSchema } },
    async (request) => ({
      data: await placedInLibrary(db, request.params.place),
    }),
  );

  // The selection she is making, kept as she picks until she saves it: admins only, never on the site.
  app.get(
    '/admin/placements/:place/draft',
    { ...admin, schema: { params: placeParamsSchema } },
    async (request) => ({ data: await placementDraft(db, request.params.place) }),
  );

  app.put(
    '/admin/placements/:place/draft',
    { ...admin, schema: { params: placeParamsSchema, body: placementPayloadSchema } },
    async (request) => ({
      message: placementMessages.draftSaved,
      data: await savePlacementDraft(
        db,
        request.params.place,
        request.body.photo_ids,
        sessionOf(request).user.id,
        clock(),
      ),
    }),
  );

  app.put(
    '/admin/placements/:place',
    { ...admin, schema: { params: placeParamsSchema, body: placementPayloadSchema } },
    async (request) => {
      const { place } = request.params;
      await replacePlacement(db, place, request.body.photo_ids);
      content.changed(PLACEMENTS_TAG);
      request.log.info(
        { event: 'placement_saved', place, photos: request.body.photo_ids.length },
        'sélection de photos enregistrée',
      );
      return { message: placementMessages.saved, data: await placedInLibrary(db, place) };
    },
  );

  // What the place shows once emptied (a deleted or unpublished photo, an empty selection saved).
  app.get(
    '/admin/placements/:place/fallback',
    { ...admin, schema: { params: placeParamsSchema } },
    async (request) => ({ data: await placeFallback(db, request.params.place) }),
  );

  app.put(
    '/admin/placements/:place/fallback',
    { ...admin, schema: { params: placeParamsSchema, body: placeFallbackPayloadSchema } },
    async (request) => {
      const { place } = request.params;
      await setPlaceFallback(db, place, request.body.photo_id);
      content.changed(PLACEMENTS_TAG);
      return {
        message: request.body.photo_id ? placementMessages.fallbackSaved : placementMessages.fallbackCleared,
        data: await placeFallback(db, place),
      };
    },
  );
};
