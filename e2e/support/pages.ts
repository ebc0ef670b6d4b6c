import { blogArticlePath, blogArticleSlugs, paths, type RemoteName, routeTable } from '@lapm/contracts';

export interface PublicPage {
  path: string;
  remote: RemoteName;
}

/** Every page anyone may open, as a visitor reaches it (the blog article route with a real slug). */
export const publicPages: PublicPage[] = routeTable
  .filter((route) => route.access === 'public')
  .map(({ path, remote }) => ({
    path: path === `${paths.blog}/:slug` ? blogArticlePath(blogArticleSlugs[0]) : path,
    remote,
  }));
