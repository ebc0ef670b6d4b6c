import { FONTS_ATTRIBUTE, FONTS_CACHED_KEY } from '@lapm/contracts';

// docs/decisions/0015. A page on screen never changes typeface: the swap would move its lines
// (a layout shift) and make it paint its largest text again. The typefaces are downloaded once
// the app runs, and drawn from the next screen on, or from the first paint of the next page load.

const TYPEFACES = ['1em "Inter Variable"', '1em "Cormorant Garamond Variable"'];

export function switchTypefacesOn() {
  document.documentElement.setAttribute(FONTS_ATTRIBUTE, '');
}

/** Downloads the typefaces, then tells the next page loads of this browser that it has them. */
export async function loadTypefaces(): Promise<void> {
  await Promise.all(TYPEFACES.map((font) => document.fonts.load(font)));
  try {
    localStorage.setItem(FONTS_CACHED_KEY, '1');
  } catch {
    // A browser that refuses storage: its next pages start with the fallbacks, as this one did.
  }
}
