import { loaderOf, type PageSource, routeParams } from '@lapm/contracts';
import type { PageDataLoader } from './page-data';

/**
 * The page data of the routes that declare a loader beside the route table (@lapm/contracts,
 * routeLoaders): the same loader the browser calls on a navigation, here with the database as its
 * source. `sourceFor` gives a source that notes the kinds of content each read depends on.
 */
export function routeLoadersPageData(sourceFor: (tags: Set<string>) => PageSource): PageDataLoader {
  return async (route, path) => {
    const loader = loaderOf(route.path);
    const params = loader && routeParams(route.path, path);
    if (!loader || !params) return undefined;
    const tags = new Set<string>();
    const value = await loader.load(sourceFor(tags), params);
    return { values: { [loader.key(params)]: value }, tags: [...tags] };
  };
}
