import {
  type PhotoAltPayload,
  type PhotoQuery,
  photoAltPayloadSchema,
  photoPageSchema,
  photoResponseSchema,
} from '@lapm/contracts';
import { anyObject, call } from './client';
import { uploadPhoto } from './upload';

// Loaded on demand by endpoints.ts (`api.photos`): only the admin's photo library calls them.

export { photoAltPayloadSchema };

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
  remove: (id: string) => call('DELETE', `/photos/${id}`, anyObject),
};
