import { HYDRATABLE_COMMENT } from '@lapm/contracts';

/**
 * A page prerendered as React's server markup starts with the hydratable marker: React adopts
 * its elements (hydration) instead of rebuilding the page, and the screen's part stays as it
 * arrived until its remote is loaded. Anything else (a screen rendered in the browser, or a
 * page prerendered by an older build of its remote) is rendered.
 */
export function isHydratable(root: HTMLElement): boolean {
  const first = root.firstChild;
  return first instanceof Comment && first.data === HYDRATABLE_COMMENT;
}
