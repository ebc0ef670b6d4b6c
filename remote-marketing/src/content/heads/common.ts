import { type Crumb, type PageHead, paths, type Review, type ServicePricesDocument } from '@lapm/contracts';
import { type JsonLd, type PageHeadFields, type Site, serviceNode, underHome } from '@lapm/seo';
import { offersOf } from '../../lib/prices';
import { reviewSummary } from '../../lib/reviews';

/**
 * What the page heads of this remote share (spec section 3). Each page has its own module
 * beside this one, with its head and its structured data, imported by that page alone: a
 * visit downloads one page's head, not every page's.
 *
 * Breadcrumbs follow the menu: the pages of the menu and of the footer sit under the home
 * page (position 2); the LifeStyle formats (solo, duo, family, newborn, pregnancy, hobby) sit
 * under LifeStyle (position 3), as on the LifeStyle page itself.
 */
export { underHome };

const lifestyle: Crumb = { name: 'LifeStyle', url: paths.lifestyle };
export const underLifestyle = (url: string, fields: PageHeadFields): PageHead => ({
  ...underHome(url, fields),
  position: 3,
  parents: [lifestyle],
});

/**
 * A page's own structured data (the studio and the breadcrumb come with every head): a
 * Service with its reviews and an offer per formula on service pages, an ItemList where a page lists things, the
 * photographer on who am I, a collection page and gallery on the portfolio.
 */
export type StructuredData = (site: Site) => JsonLd[];

export const serviceData =
  (head: PageHead, reviews: readonly Review[], prices: ServicePricesDocument): StructuredData =>
  (site) => [serviceNode(site, head, reviewSummary(reviews), offersOf(prices))];
