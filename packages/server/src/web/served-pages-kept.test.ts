import { brotliDecompressSync } from 'node:zlib';
import { blogPageData, galleryPath, paths } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { bootDataOf } from '../testing/fake-shell';
import { renders, searchShown, servedSiteForFile } from './served-site';

/**
 * Attacks through the address and the content on the pages the real server renders and keeps.
 * The apps' Node builds are replaced by a shell of this test that shows what a page reads (the
 * query string, the article's title from the page data); the server, its cache, its compression
 * and the data inlined in the page are the real ones.
 */
const { site, page, html, publishArticle } = servedSiteForFile();

describe('the page of an e-mail link', () => {
  it('is sent with no-store, rendered for each visit and never kept', async () => {
    const token = 'jeton-secret-0123456789';
    for (const path of [
      paths.invitation,
      paths.resetPasswordConfirm,
      paths.confirmEmail,
      paths.cancelBooking,
      paths.moveBooking,
    ]) {
      for (const address of [`${path}?token=${token}`, path]) {
        for (let visit = 1; visit <= 2; visit++) {
          const response = await fetch(`${site.server.url}${address}`, { headers: { 'if-none-match': '*' } });
          expect({
            address,
            status: response.status,
            cacheControl: response.headers.get('cache-control'),
          }).toEqual({ address, status: 200, cacheControl: 'no-store' });
          expect(response.headers.get('etag')).toBeNull();
          expect(searchShown(await response.text())).toBe(address.slice(path.length));
        }
      }
    }
    expect(renders).toEqual({
      './AcceptInvitation': 4,
      './ResetConfirm': 4,
      './ConfirmEmail': 4,
      './CancelBooking': 4,
      './MoveBooking': 4,
    });
  });
});

describe('a page with `$` patterns in its address or its content', () => {
  /** The page data block, parsed, and how many times the app's root is in the page. */
  const parts = (text: string) => ({
    data: bootDataOf(text)?.page ?? null,
    roots: text.split('<div id="root"').length - 1,
    ends: text.split('</html>').length - 1,
  });

  it("answers 404 with its own page to /blog/zz$' and /blog/zz$&, their data intact", async () => {
    for (const slug of ["zz$'", 'zz$&', 'zz$$']) {
      const response = await html(`${paths.blog}/${slug}`);
      expect(response.status).toBe(404);
      expect(parts(response.html)).toEqual({
        data: { path: `${paths.blog}/${slug}`, values: { [blogPageData.article(slug)]: null } },
        roots: 1,
        ends: 1,
      });
      // The app's markup once, in the root.
      expect(response.html.split('<div id="top">').length - 1).toBe(1);
    }
  });

  it("shows an article whose title holds $' $` and $&, on its page and in the list", async () => {
    const title = "Tarifs $' et $` : 100 $& plus";
    await publishArticle({ slug: 'dollars', published: '2025-11-05', title });

    const article = await html(`${paths.blog}/dollars`);
    expect(article.status).toBe(200);
    const { data, roots, ends } = parts(article.html);
    expect({ roots, ends }).toEqual({ roots: 1, ends: 1 });
    expect(data?.values[blogPageData.article('dollars')]).toMatchObject({ title });
    expect(/<h1>([^<]*)<\/h1>/.exec(article.html)?.[1]).toBe(
      title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'),
    );

    const list = await html(paths.blog);
    const summaries = parts(list.html);
    expect({ roots: summaries.roots, ends: summaries.ends }).toEqual({ roots: 1, ends: 1 });
    expect(summaries.data?.values[blogPageData.list]).toContainEqual(expect.objectContaining({ title }));
  });
});

describe('a revisit of a page', () => {
  it('gets a 304 without the page when the page it kept is still the one the server keeps', async () => {
    for (const path of [paths.prices, `${paths.blog}?q=mariage`]) {
      const first = await page(path);
      expect(first.status).toBe(200);
      // A search is kept compressed at a cheap level, where gzip is the cheaper.
      expect(first.etag).toMatch(/^"[\w-]+-(br|gzip)"$/);
      const rendered = { ...renders };
      const again = await page(path, { 'if-none-match': first.etag ?? '' });
      expect(again).toEqual({ status: 304, encoding: undefined, etag: first.etag, body: Buffer.alloc(0) });
      expect(renders).toEqual(rendered);
    }
  });
});

describe('the encodings of a page', () => {
  it('names each encoding of a page apart, and sends the page in the encoding asked for', async () => {
    const br = await page(paths.prices);
    const gzip = await page(paths.prices, { 'accept-encoding': 'gzip' });
    const identity = await page(paths.prices, { 'accept-encoding': 'identity' });
    expect(new Set([br.etag, gzip.etag, identity.etag]).size).toBe(3);
    const stale = await page(paths.prices, { 'accept-encoding': 'gzip', 'if-none-match': br.etag ?? '' });
    expect({ status: stale.status, encoding: stale.encoding, etag: stale.etag }).toEqual({
      status: 200,
      encoding: 'gzip',
      etag: gzip.etag,
    });
    const plain = await page(paths.prices, {
      'accept-encoding': 'identity',
      'if-none-match': `${br.etag}, W/${identity.etag}`,
    });
    expect(plain.status).toBe(304);
  });

  it('sends a page as it is to a browser that accepts neither brotli nor gzip', async () => {
    const identity = await page(paths.prices, { 'accept-encoding': 'identity' });
    const deflate = await page(paths.prices, { 'accept-encoding': 'deflate' });
    expect({ encoding: deflate.encoding, etag: deflate.etag }).toEqual({
      encoding: undefined,
      etag: identity.etag,
    });
  });

  it('gets the new page once an article is published on the blog', async () => {
    const before = await page(paths.blog);
    expect(before.etag).toBeDefined();
    const title = 'Séance en forêt de Valène';
    await publishArticle({ slug: 'valene', published: '2025-11-06', title });

    const after = await page(paths.blog, { 'if-none-match': before.etag ?? '' });
    expect(after.status).toBe(200);
    expect(after.etag).toMatch(/^"[\w-]+-br"$/);
    expect(after.etag).not.toBe(before.etag);
    expect(brotliDecompressSync(after.body).toString('utf8')).toContain(title);
    expect((await page(paths.blog, { 'if-none-match': after.etag ?? '' })).status).toBe(304);
  });

  it('has no validator on a page rendered for its address alone, nor on a draw of the portfolio', async () => {
    for (const path of [`${paths.resetPasswordConfirm}?token=jeton-0123456789`, paths.portfolio]) {
      const response = await page(path, { 'if-none-match': '*' });
      expect(response.status).toBe(200);
      expect(response.etag).toBeUndefined();
    }
  });

  it('leaves a client gallery to the browser: never rendered, never kept, whatever its number', async () => {
    for (const path of [galleryPath(1), galleryPath(987654)]) {
      expect(await page(path)).toMatchObject({ status: 200, etag: undefined });
    }
    expect(renders).toEqual({});
  });
});

describe('the pages of the route table', () => {
  it('answer HEAD as GET, with the status and type of the page and no body', async () => {
    for (const path of ['/qui-suis-je', '/faq', '/contacts']) {
      const response = await fetch(`${site.server.url}${path}`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe('');
    }
  });
});
