import {
  type PhotoAltPayload,
  type PhotoBulkAlt,
  type PhotoFocalPointPayload,
  type PhotoQuery,
  type PhotoReplace,
  type PhotoReplacement,
  photoAltPayloadSchema,
  photoBulkResponseSchema,
  photoBulkUsesResponseSchema,
  photoFocalPointPayloadSchema,
  photoPageSchema,
  photoReplaceResponseSchema,
  photoResponseSchema,
  photoUsesResponseSchema,
} from '@lapm/contracts';
import { anyObject, call } from './client';
import { uploadPhoto } from './upload';

// Loaded on demand by endpoints.ts (`api.photos`): only the admin's photo library calls them.

export { photoAltPayloadSchema, photoFocalPointPayloadSchema };

export const photos = {
  list: (query: PhotoQuery) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) search.set(key, String(value));
    return call('GET', `/photos?${search}`, photoPageSchema);
  },
  get: async (id: string) => (await call('GET', `/photos/${id}`, photoResponseSchema)).data,
  upload: uploadPhoto,
  setAlt: async (id: string, payload: PhotoAltPayload) =>
    (await call('PUT', `/photos/${id}/alt`, photoResponseSchema, payload)).data,
  setPublished: async (id: string, published: boolean) =>
    (await call('PUT', `/photos/${id}/published`, photoResponseSchema, { published })).data,
  setFocalPoint: async (id: string, payload: PhotoFocalPointPayload) =>
    (await call('PUT', `/photos/${id}/focal-point`, photoResponseSchema, payload)).data,
  uses: async (id: string) => (await call('GET', `/photos/${id}/uses`, photoUsesResponseSchema)).data,
  remove: (id: string) => call('DELETE', `/photos/${id}`, anyObject),
  setPublishedMany: (ids: readonly string[], published: boolean) =>
    call('POST', '/photos/bulk/published', photoBulkResponseSchema, { ids, published }),
  setAlts: (rows: PhotoBulkAlt['photos']) =>
    call('PUT', '/photos/bulk/alt', photoBulkResponseSchema, { photos: rows }),
  usesOfMany: async (ids: readonly string[]) =>
    (await call('POST', '/photos/bulk/uses', photoBulkUsesResponseSchema, { ids })).data,
  replace: (id: string, replacements: PhotoReplace['replacements']) =>
    call('POST', `/photos/${id}/replace`, photoReplaceResponseSchema, { replacements }),
  removeMany: (ids: readonly string[], replacements: readonly PhotoReplacement[]) =>
    call('POST', '/photos/bulk/delete', photoBulkResponseSchema, { ids, replacements, confirm: true }),
};
