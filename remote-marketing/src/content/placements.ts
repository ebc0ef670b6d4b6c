import { type PagePlacements, placedPhotoImage } from '@lapm/contracts';
import type { Photo } from './images';
import { useMarketingPage } from './published';

/**
 * The places of `page` with the photos the photographer placed (docs/decisions/0011), read by
 * the page's route loader. In the browser, a failed read leaves the demo images: the page stays
 * whole, as it was before she placed anything.
 */
export function usePlacements(page: string): PagePlacements {
  return useMarketingPage(page).placements;
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
