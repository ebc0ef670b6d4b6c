import { PageDataProvider } from '@lapm/api-client/page-data';
import {
  type BookableSlots,
  enquiryFormulaGroups,
  type MarketingPageData,
  marketingPageData,
  type PagePlacements,
  paths,
  placementPages,
  seoPagePaths,
  siteContentPageAt,
  siteContentPages,
} from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

const marketingPaths = () => [
  ...new Set([...placementPages, ...seoPagePaths, ...siteContentPages.flatMap((page) => page.paths)]),
];

/** What the route's loader of `path` gives the page: her words as first published, nothing placed. */
function pageData(path: string, placements: PagePlacements, slots: BookableSlots[]): MarketingPageData {
  const content = siteContentPageAt(path);
  return {
    content: content ? { document: initialSiteContent[content.key], photos: {} } : null,
    placements,
    seo: initialSiteContent.referencement.pages.find((page) => page.path === path) ?? null,
    formulas: path === paths.contact ? [...enquiryFormulaGroups] : null,
    slots,
  };
}

/**
 * Pages use router links: render them inside a router, as the shell does; with the page data
 * the server renders them with (docs/decisions/0008): no photo placed, unless `placements`
 * gives some, by page, and the site's words and prices as first published.
 */
export function renderPage(
  ui: ReactElement,
  path = '/',
  placements: Record<string, PagePlacements> = {},
  /** The seed of the page's draws, as the server gives it (docs/decisions/0006). */
  seed?: number,
  /** A service page's formulas bookable online and their free slots: none unless given. */
  bookable: BookableSlots[] = [],
) {
  const values = Object.fromEntries([
    ...marketingPaths().map((page) => [
      marketingPageData(page),
      pageData(page, placements[page] ?? {}, bookable),
    ]),
  ]);
  return render(
    <PageDataProvider value={{ path, values }} {...(seed !== undefined && { seed })}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </PageDataProvider>,
  );
}
