import { api } from '@lapm/api-client';
import type { VisitorSource } from '@lapm/contracts';

/**
 * The browser's source of the loaders of the pages drawn for their visitor (`visitorLoaders` of
 * the contracts): the API client, with this browser's session and cookies. The server runs the
 * same loaders with the API asked as the page's visitor.
 */
export const visitorSource: VisitorSource = {
  albums: { mine: () => api.albums.mine() },
  galleries: { get: (albumId) => api.galleries.get(albumId) },
};
