import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { paths, rendersInBrowser, routeTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { fastBrotliOptions } from './send-page';
import { renders, searchShown, servedSiteForFile } from './served-site';

/**
 * Attacks through the address and the content on the pages the real server renders and keeps.
 * The apps' Node builds are replaced by a shell of this test that shows what a page reads (the
 * query string, the article's title from the page data); the server, its cache, its compression
 * and the data inlined in the page are the real ones.
 */
const { site, page, html } = servedSiteForFile();

describe('the query string of a page', () => {
  it('sends the page kept for its path, the same bytes and validator, whatever parameters it does not read', async () => {
    const plain = await page(paths.prices);
    expect(plain.etag).toMatch(/^"[\w-]+-br"$/);
    const addresses = [
      `${paths.prices}?utm_source=newsletter&utm_medium=email&fbclid=IwAR0x&gclid=Cj0K&mc_cid=1&_ga=4`,
      ...Array.from({ length: 600 }, (_, i) => `${paths.prices}?x=${i}-${Math.random()}`),
    ];
    for (const address of addresses) {
      const sent = await page(address);
      expect({ address, ...sent }).toEqual({ address, ...plain });
    }
    // Not one render more: the kept page, and nothing new kept.
    expect(renders['./Prices']).toBe(1);
    // A search on a page that reads none is that page too.
    const home = await page(paths.home);
    expect(await page(`${paths.home}?q=mariage`)).toEqual(home);
  });

  it('keeps one page per search, whatever the spaces, other parameters and repeats around it', async () => {
    const first = await html(`${paths.prices}?q=mariage`);
    expect(searchShown(first.html)).toBe('?q=mariage');
    for (const address of [
      '?q=%20mariage%20',
      '?q=mariage&utm_campaign=printemps',
      '?q=mariage&q=famille&x=1',
    ]) {
      expect(await html(`${paths.prices}${address}`)).toEqual(first);
    }
    // Once for the search, once for the page searches that find nothing share (search-templates.ts).
    expect(renders['./Prices']).toBe(2);
    // An empty search is the page itself.
    expect(await html(`${paths.prices}?q=+`)).toEqual(await html(paths.prices));
  });
});

describe('the query string of a page, new searches', () => {
  it('compresses a new search cheaply, with its own validator and encodings', async () => {
    const search = `${paths.prices}?q=recherche-${Math.random()}`;
    // The cheaper of the two when both are accepted.
    expect((await page(search)).encoding).toBe('gzip');
    const br = await page(search, { 'accept-encoding': 'br' });
    const text = brotliDecompressSync(br.body);
    expect(searchShown(text.toString('utf8'))).toBe(search.slice(paths.prices.length));
    // Brotli’s quality 3, gzip’s level 3: levels whose cost one request can bear (11 costs a hundred times more).
    expect(br.body.equals(brotliCompressSync(text, fastBrotliOptions(Buffer.byteLength(text))))).toBe(true);
    const gzip = await page(search, { 'accept-encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body.equals(gzipSync(text, { level: 3 }))).toBe(true);
    expect(br.etag).toMatch(/^"[\w-]+-br"$/);
    expect(gzip.etag).toBe(br.etag?.replace(/-br"$/, '-gzip"'));
    expect((await fetch(`${site.server.url}${search}`)).headers.get('vary')).toBe('Accept-Encoding');
    // Kept as it was sent: a revisit gets its 304, without a render.
    expect((await page(search, { 'accept-encoding': 'br', 'if-none-match': br.etag ?? '' })).status).toBe(
      304,
    );
    expect(renders['./Prices']).toBe(1);
  });

  it('keeps a bounded number of searches, and a flood of them never pushes out the pages', async () => {
    await html(`${paths.blog}`);
    await html(`${paths.blog}?q=foret`);
    for (let i = 0; i < 150; i++) await html(`${paths.blog}?q=recherche-${i}`);
    const rendered = renders['./BlogList'];
    await html(paths.blog);
    expect(renders['./BlogList']).toBe(rendered);
    // The first search was dropped for the newer ones: it is rendered again.
    await html(`${paths.blog}?q=foret`);
    expect(renders['./BlogList']).toBe((rendered ?? 0) + 1);
  });
});

describe('an unknown address', () => {
  /** Every public page the server renders and keeps (not the portfolio, drawn among a few per visit). */
  const publicPages = routeTable
    .filter((route) => !rendersInBrowser(route) && !route.secret && !route.path.includes(':'))
    .map((route) => route.path)
    // The portfolio is drawn anew, and the enquiry form of /contacts stamped, for each visit.
    .filter((path) => path !== paths.portfolio && path !== paths.contact);

  it('answers 404, compressed cheaply, and 600 of them leave every real page kept', async () => {
    for (const path of publicPages) expect((await page(path)).status).toBe(200);
    const rendered = { ...renders };
    for (let i = 0; i < 600; i++) {
      const missing = await page(`/page-inconnue-${i}`, { 'accept-encoding': 'br' });
      expect(missing.status).toBe(404);
      if (i === 0) {
        const text = brotliDecompressSync(missing.body);
        expect(
          missing.body.equals(brotliCompressSync(text, fastBrotliOptions(Buffer.byteLength(text)))),
        ).toBe(true);
      }
    }
    for (const path of publicPages) expect((await page(path)).status).toBe(200);
    expect(renders).toEqual(rendered);
  });
});
