import type { PageSource, PublishedSiteContent, SiteContentPage } from '@lapm/contracts';
import type { Database } from '../../db/database';
import { PHOTOS_TAG } from '../photos/repository';
import { publishedFormulaGroups } from './formulas';
import { publishedContent, SITE_CONTENT_TAG } from './site-content';

/**
 * What the marketing pages' loaders read of « Contenu du site » on the server (docs/decisions/0026),
 * each read noting in `tags` the kinds of content it depends on, for the page cache.
 */
export function siteContentPageSource(db: Database, tags: Set<string>): PageSource['siteContent'] {
  return {
    forPage: <P extends SiteContentPage>(page: P) => {
      tags.add(SITE_CONTENT_TAG);
      // A card's photo taken off the library must leave /tarifs.
      tags.add(PHOTOS_TAG);
      return publishedContent(db, page) as Promise<PublishedSiteContent<P>>;
    },
    seo: async (path) => {
      tags.add(SITE_CONTENT_TAG);
      // The page's own title and description only: the other pages' stay out of its HTML.
      const { document } = await publishedContent(db, 'referencement');
      const pages = 'pages' in document ? document.pages : [];
      return pages.find((page) => page.path === path) ?? null;
    },
    formulas: () => {
      tags.add(SITE_CONTENT_TAG);
      return publishedFormulaGroups(db);
    },
  };
}
