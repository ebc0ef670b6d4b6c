import type { PageSource } from '@lapm/contracts';
import { api } from './endpoints';

/**
 * The source of the routes' loaders in the browser (docs/decisions/0026): the API, through the
 * same client as every other call. The server gives the same loaders the database instead.
 */
export const pageSource: PageSource = {
  articles: {
    list: () => api.articles.list(),
    get: (slug) => api.articles.get(slug),
  },
};
