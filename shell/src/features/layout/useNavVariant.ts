import { useSyncExternalStore } from 'react';

/** Spec section 9: desktop bar when viewport width / root font size > 50. */
export const NAV_BREAKPOINT_IN_ROOT_FONT_UNITS = 50;

export type NavVariant = 'desktop' | 'mobile';

export function navVariantFor(viewportWidth: number, rootFontSize: number): NavVariant {
  const size = rootFontSize > 0 ? rootFontSize : 16;
  return viewportWidth / size > NAV_BREAKPOINT_IN_ROOT_FONT_UNITS ? 'desktop' : 'mobile';
}

function current(): NavVariant {
  const rootFontSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return navVariantFor(window.innerWidth, rootFontSize);
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Recomputed on every resize, as the spec asks. The page the server renders
 * has both bars, styles.css shows the one its width calls for: the page works on any screen
 * before the app starts. Hydration adopts both, then keeps the one for this screen.
 */
export function useNavVariant(): NavVariant | 'any' {
  return useSyncExternalStore(subscribe, current, () => 'any');
}
