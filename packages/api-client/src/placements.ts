import {
  pagePlacementsResponseSchema,
  placeFallbackResponseSchema,
  placementDraftResponseSchema,
  placementResponseSchema,
} from '@lapm/contracts';
import { call } from './client';

// Loaded on demand by endpoints.ts (`api.placements`, `api.adminPlacements`).

export const placements = {
  forPage: async (page: string) =>
    (await call('GET', `/placements?${new URLSearchParams({ page })}`, pagePlacementsResponseSchema)).data,
};

export const adminPlacements = {
  get: async (place: string) =>
    (await call('GET', `/admin/placements/${encodeURIComponent(place)}`, placementResponseSchema)).data,
  save: async (place: string, photoIds: readonly string[]) =>
    (
      await call('PUT', `/admin/placements/${encodeURIComponent(place)}`, placementResponseSchema, {
        photo_ids: photoIds,
      })
    ).data,
  draft: async (place: string) =>
    (await call('GET', `/admin/placements/${encodeURIComponent(place)}/draft`, placementDraftResponseSchema))
      .data,
  saveDraft: async (place: string, photoIds: readonly string[]) =>
    (
      await call(
        'PUT',
        `/admin/placements/${encodeURIComponent(place)}/draft`,
        placementDraftResponseSchema,
        {
          photo_ids: photoIds,
        },
      )
    ).data,
  fallback: async (place: string) =>
    (
      await call(
        'GET',
        `/admin/placements/${encodeURIComponent(place)}/fallback`,
        placeFallbackResponseSchema,
      )
    ).data,
  setFallback: async (place: string, photoId: string | null) =>
    (
      await call(
        'PUT',
        `/admin/placements/${encodeURIComponent(place)}/fallback`,
        placeFallbackResponseSchema,
        {
          photo_id: photoId,
        },
      )
    ).data,
};
