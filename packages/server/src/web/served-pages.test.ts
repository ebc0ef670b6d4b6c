import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { initialArticles } from '@lapm/articles/initial-articles';
import { blogPageData, galleryPath, paths, rendersInBrowser, routeTable } from '@lapm/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { type ComponentType, createElement } from 'react';
import { bootDataOf, fakeFederation, fakeShell, rawPage, writeShellBuild } from '../testing/fake-shell';
import { addUser, call, login, PASSWORD, startTestCluster, type TestInstance } from '../testing/server';
import { fastBrotliOptions } from './send-page';

/**
 * Attacks through the address and the content on the pages the real server renders and keeps.
 * The apps' Node builds are replaced by a shell of this test that shows what a page reads (the
 * query string, the article's title from the page data); the server, its cache, its compression
 * and the data inlined in the page are the real ones.
 */
let renders: Record<string, number> = {};

/** A screen of the prices' size: enough text for the compression levels to differ. */
const prices = Array.from({ length: 400 }, (_, i) => `Formule ${i} : ${(i * 37) % 1000} € la séance`);

function screenOf(expose: string): ComponentType {
  return () => {
    renders[expose] = (renders[expose] ?? 0) + 1;
    return expose === './Prices'
      ? createElement(
          'ul',
          null,
          prices.map((line) => createElement('li', { key: line }, line)),
        )
      : null;
  };
}

const shell = fakeShell(({ request, missing }) => {
  const pageData = request.boot.page;
  const slug = pageData?.path.split('/').pop() ?? '';
  const article = pageData?.values[blogPageData.article(slug)] as { title: string } | null | undefined;
  // As the article screen does for an unknown slug (NotFoundHead): the server answers 404.
  if (article === null || (!request.screen && !request.failed)) missing();
  const Screen = request.screen?.component;
  return createElement(
    'div',
    { id: 'top' },
    createElement(
      'main',
      null,
      article ? createElement('h1', null, article.title) : null,
      createElement('p', { id: 'search' }, new URL(request.url, 'http://localhost').search),
      Screen ? createElement(Screen) : 'Introuvable',
    ),
  );
});

const federation = fakeFederation(shell, screenOf);

function webRoot() {
  const root = mkdtempSync(join(tmpdir(), 'lapm-web-'));
  writeShellBuild(root);
  return root;
}

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let server: TestInstance;
beforeAll(async () => {
  cluster = await startTestCluster(1, { WEB_ROOT: webRoot() }, { federation });
  [server] = cluster.instances as [TestInstance];
});
afterAll(() => cluster.close());
beforeEach(() => {
  renders = {};
});

const page = (path: string, headers: Record<string, string> = {}) => rawPage(server.url, path, headers);

/** Kept pages come in brotli, pages compressed for one request in gzip (send-page.ts). */
async function html(path: string) {
  const response = await page(path);
  expect(['br', 'gzip']).toContain(response.encoding);
  const text = response.encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
  return { status: response.status, html: text.toString('utf8') };
}

const searchShown = (text: string) => /<p id="search">([^<]*)<\/p>/.exec(text)?.[1];

/** Publishes an article through the admin's API, as she does. */
async function publishArticle(fields: { slug: string; published: string; title: string }) {
  const admin = await addUser(server, { role: 'admin' });
  const cookie = await login(server, admin.email, PASSWORD);
  const body = { ...initialArticles[0], ...fields };
  const created = await call(server, 'POST', '/admin/articles', { cookie, body });
  expect(created.status).toBe(201);
  const published = await call(server, 'POST', `/admin/articles/${created.body.data.id}/publish`, { cookie });
  expect(published.status).toBe(200);
}

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
    expect((await fetch(`${server.url}${search}`)).headers.get('vary')).toBe('Accept-Encoding');
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
          const response = await fetch(`${server.url}${address}`, { headers: { 'if-none-match': '*' } });
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
      const response = await fetch(`${server.url}${path}`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe('');
    }
  });
});
