import { FONTS_ATTRIBUTE, FONTS_CACHED_KEY } from '@lapm/contracts';

// docs/decisions/0015. On a first visit the typefaces are downloaded once the app runs, and
// drawn as soon as they are there, on the page on screen: the fallbacks have their metrics
// (packages/ui/src/tokens/tokens.css), so the swap moves no line. Later page loads of this
// browser have them from their first paint.

const TYPEFACES = ['1em "Inter Variable"', '1em "Cormorant Garamond Variable"'];

export function switchTypefacesOn() {
  document.documentElement.setAttribute(FONTS_ATTRIBUTE, '');
}

/** Downloads the typefaces, draws the page with them, and tells the next page loads of this browser. */
export async function loadTypefaces(): Promise<void> {
  await Promise.all(TYPEFACES.map((font) => document.fonts.load(font)));
  switchTypefacesOn();
  try {
    localStorage.setItem(FONTS_CACHED_KEY, '1');
  } catch {
    // A browser that refuses storage: its next pages start with the fallbacks, as this one did.
  }
}
