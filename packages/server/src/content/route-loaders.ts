import { loaderOf, type PageSource, routeParams } from '@lapm/contracts';
import type { PageDataLoader } from './page-data';

/**
 * The page data of the routes that declare a loader beside the route table (@lapm/contracts,
 * routeLoaders): the same loader the browser calls on a navigation, here with the database as its
 * source. `sourceFor` gives a source that notes the kinds of content each read depends on.
 */
export function routeLoadersPageData(sourceFor: (tags: Set<string>) => PageSource): PageDataLoader {
  return async (route, path, query) => {
    const loader = loaderOf(route.path);
    const params = loader && routeParams(route.path, path);
    if (!loader || !params) return undefined;
    // Only the query parameters the route declares (a link's token): the others never reach it.
    const declared = (route.query ?? []).map((name) => [name, query?.get(name) ?? undefined]);
    const tags = new Set<string>();
    const value = await loader.load(sourceFor(tags), { ...params, ...Object.fromEntries(declared) });
    return { values: { [loader.key(params)]: value }, tags: [...tags] };
  };
}
