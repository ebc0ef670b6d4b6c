import { describe, expect, it } from '@rstest/core';
import { drawLists } from './draw';

const album = (id: string, shown: number, pool: number) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${id}</h2><ul class="grid" aria-label="Album ${id}" data-draw="${shown}">` +
  Array.from(
    { length: pool },
    (_, index) =>
      `<li data-photo="/images/${id}-${index}.jpg"><button type="button"><img alt="${id} ${index}"></button></li>`,
  ).join('') +
  '</ul></section>';

const page = `<main>${album('paysages', 3, 8)}<ul><li>Une liste ordinaire</li><li>reste entière</li></ul>${album('rue', 2, 5)}</main>`;
const photosOf = (html: string, id: string) =>
  [
    ...(new RegExp(`aria-label="Album ${id}"[^>]*>(.*?)</ul>`).exec(html)?.[1] ?? '').matchAll(
      /alt="([^"]+)"/g,
    ),
  ].map((match) => match[1]);

describe('drawLists', () => {
  it('keeps the number of photos each drawn album asks for, distinct and from its own pool, whole items only', () => {
    const html = drawLists(page);
    const landscapes = photosOf(html, 'paysages');
    expect(landscapes).toHaveLength(3);
    expect(new Set(landscapes).size).toBe(3);
    for (const alt of landscapes) expect(alt).toMatch(/^paysages [0-7]$/);
    expect(photosOf(html, 'rue')).toHaveLength(2);
    expect(html.match(/<li\b/g)).toHaveLength(3 + 2 + 2);
    expect(html.match(/<\/li>/g)).toHaveLength(3 + 2 + 2);
  });

  it('leaves the other lists and the rest of the page as they are', () => {
    const html = drawLists(page);
    expect(html).toContain('<ul><li>Une liste ordinaire</li><li>reste entière</li></ul>');
    expect(html.startsWith('<main><section aria-labelledby="paysages"><h2 id="paysages">paysages</h2>')).toBe(
      true,
    );
    expect(drawLists('<main><p>Sans album</p></main>')).toBe('<main><p>Sans album</p></main>');
  });

  it('draws anew at each response', () => {
    const draws = new Set(Array.from({ length: 20 }, () => photosOf(drawLists(page), 'paysages').join('|')));
    // 336 ordered draws of 3 photos among 8: twenty identical ones would mean no draw at all.
    expect(draws.size).toBeGreaterThan(1);
  });

  it('follows the random source it is given', () => {
    const first = () => 0;
    expect(photosOf(drawLists(page, first), 'paysages')).toEqual(['paysages 0', 'paysages 1', 'paysages 2']);
  });
});
