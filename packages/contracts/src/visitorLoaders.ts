// Types of the contracts only (no zod at run time): the shell and every remote may import this.
import type { MyAlbum } from './albums';
import type { GalleryData } from './galleryPage';
import { GALLERY_KEY, MY_ALBUMS_KEY } from './rendering';
import type { RouteLoader } from './routeLoaders';
import { galleryRoute, paths } from './routes';

/**
 * Where the loader of a page drawn for its visitor reads (docs/decisions/0026): the API, as that
 * visitor (her session, or the cookie an album's code gave her browser). In the browser, the API
 * client; on the server, the API asked with the page request's own cookies, so the API's checks
 * decide on both sides. What it reads belongs to one visitor: no page it fills is ever kept.
 */
export interface VisitorSource {
  albums: {
    /** The logged-in client's albums (« Mes séances »). */
    mine(): Promise<MyAlbum[]>;
  };
  galleries: {
    /**
     * The gallery of album `albumId` as this visitor may see it; rejects when she may not. The
     * server's source gives what the page's first screen draws (docs/decisions/0023).
     */
    get(albumId: number): Promise<GalleryData>;
  };
}

/** The album number of a gallery's address, or null for an address that cannot be one. */
export function albumIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

const myAlbums: RouteLoader<MyAlbum[], VisitorSource> = {
  key: () => MY_ALBUMS_KEY,
  load: (source) => source.albums.mine(),
};

/** Null for an address that names no album: there is nothing to ask. */
const gallery: RouteLoader<GalleryData | null, VisitorSource> = {
  key: () => GALLERY_KEY,
  load: async (source, { albumId }) => {
    const id = albumIdOf(albumId);
    return id === null ? null : source.galleries.get(id);
  },
};

/**
 * The pages the server draws for their visitor, by route path, with their loader: null for one
 * that reads nothing of its own (the client's home: her name comes with her session). The pages
 * behind a login are drawn for a visitor of their access; the gallery, for anyone it lets in.
 */
export const visitorLoaders = {
  [paths.account]: null,
  [paths.myAlbums]: myAlbums,
  [galleryRoute]: gallery,
} as const;

/**
 * Whether the route at `routePath` is drawn for its visitor, and with which loader (null: none).
 * Undefined for every other route.
 */
export const visitorLoaderOf = (routePath: string): RouteLoader<unknown, VisitorSource> | null | undefined =>
  (visitorLoaders as Record<string, RouteLoader<unknown, VisitorSource> | null>)[routePath];
