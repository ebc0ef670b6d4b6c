import { PageDataProvider } from '@lapm/api-client/page-data';
import {
  BOOKING_SLOTS_DATA,
  type BookableSlots,
  type PagePlacements,
  placementPages,
  placementsPageData,
  seoPageData,
  siteContentPageData,
} from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

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
    ...placementPages.map((page) => [placementsPageData(page), placements[page] ?? {}]),
    ...Object.entries(initialSiteContent).map(([page, document]) => [
      siteContentPageData(page as keyof typeof initialSiteContent),
      { document, photos: {} },
    ]),
    ...initialSiteContent.referencement.pages.map((page) => [
      seoPageData(page.path),
      { document: { pages: [page] }, photos: {} },
    ]),
    [BOOKING_SLOTS_DATA, bookable],
  ]);
  return render(
    <PageDataProvider value={{ path, values }} {...(seed !== undefined && { seed })}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </PageDataProvider>,
  );
}
