import {
  blogArticlePath,
  blogArticleSlugs,
  galleryRoute,
  paths,
  type RemoteName,
  routeTable,
} from '@lapm/contracts';

export interface PublicPage {
  path: string;
  remote: RemoteName;
}

/** Every page anyone may open, as a visitor reaches it (the blog article route with a real slug). */
export const publicPages: PublicPage[] = routeTable
  // Not a client's gallery: public to its code, yet private photos no visitor lands on (never
  // indexed); tests/gallery.spec.ts and `bench:scroll` cover it.
  .filter((route) => route.access === 'public' && route.path !== galleryRoute)
  .map(({ path, remote }) => ({
    path: path === `${paths.blog}/:slug` ? blogArticlePath(blogArticleSlugs[0]) : path,
    remote,
  }));
