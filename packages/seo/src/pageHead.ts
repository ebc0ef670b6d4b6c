import { type PageHead, studio } from '@lapm/contracts';

/** What a page says of itself; the rest of its head record follows from where it sits. */
export type PageHeadFields = Pick<PageHead, 'title' | 'description' | 'breadcrumbName' | 'keywords'> &
  Partial<Pick<PageHead, 'type' | 'images' | 'serviceName' | 'serviceId' | 'serviceType'>>;

/** The head record of a page right under the home page (breadcrumb position 2), by the photographer. */
export const underHome = (url: string, fields: PageHeadFields): PageHead => ({
  author: studio.photographer,
  url,
  position: 2,
  parents: [],
  type: 'website',
  images: [],
  ...fields,
});
