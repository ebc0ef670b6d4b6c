import { DRAW_ATTRIBUTE, sample } from '@lapm/contracts';

const drawnList = new RegExp(`(<ul\\b[^>]*\\s${DRAW_ATTRIBUTE}="(\\d+)"[^>]*>)([\\s\\S]*?)(</ul>)`, 'g');
// The items are our own markup (a photo in a button): none holds a list, so the first closing
// tag ends an item.
const item = /<li\b[^>]*>[\s\S]*?<\/li>/g;

/**
 * Draws the lists of a prerendered page marked with DRAW_ATTRIBUTE (the portfolio's albums,
 * spec section 9: random samples on load): keeps the number of items the attribute says, at
 * random and in random order, in every response. The visitor sees the draw from the first
 * paint, without waiting for the app, which adopts it when it hydrates.
 */
export function drawLists(html: string, random: () => number = Math.random): string {
  if (!html.includes(DRAW_ATTRIBUTE)) return html;
  return html.replace(
    drawnList,
    (_list, open: string, count: string, items: string, close: string) =>
      `${open}${sample(items.match(item) ?? [], Number(count), random).join('')}${close}`,
  );
}
