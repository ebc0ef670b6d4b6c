import { usePageData } from '@lapm/api-client/page-data';
import { type PagePlacements, placedPhotoImage, placementsPageData } from '@lapm/contracts';
import type { Photo } from './images';

/**
 * The photos the photographer placed on a page (docs/decisions/0011), from the server: in the
 * page it rendered, or through the API client once the visitor navigates. The client (shared,
 * with zod) is only downloaded for that navigation.
 */
const apiClient = () => import('@lapm/api-client');

/**
 * The places of `page` with their photos. In the browser, a failed read leaves the demo images:
 * the page stays whole, as it was before she placed anything.
 */
export function usePlacements(page: string): PagePlacements {
  return usePageData(placementsPageData(page), async () =>
    (await apiClient()).api.placements.forPage(page).catch(() => ({})),
  );
}

/**
 * Her photos for `place`, in her order; the demo photos until she chose some; none at all once
 * she emptied it with no fallback to show (the page then leaves the spot out).
 */
export function placedOr(placements: PagePlacements, place: string, demo: Photo[]): Photo[] {
  const placed = placements[place];
  if (placed === null) return [];
  return placed && placed.length > 0 ? placed.map(placedPhotoImage) : demo;
}
