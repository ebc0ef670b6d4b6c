import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { initialArticles } from '@lapm/articles/initial-articles';
import { blogPageData } from '@lapm/contracts';
import { afterAll, beforeAll, beforeEach, expect } from '@rstest/core';
import { type ComponentType, createElement } from 'react';
import { fakeFederation, fakeShell, rawPage, writeShellBuild } from '../testing/fake-shell';
import { addUser, call, login, PASSWORD, startTestCluster, type TestInstance } from '../testing/server';

/**
 * The real server, its cache, its compression and the data inlined in its pages, with the apps'
 * Node builds replaced by a shell that shows what a page reads (the query string, the article's
 * title from the page data).
 */

/** How many times each screen was rendered since the test began. */
export const renders: Record<string, number> = {};

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

/** The served site of a test file, started before its tests and stopped after them. */
export function servedSiteForFile() {
  const site = {} as { cluster: Awaited<ReturnType<typeof startTestCluster>>; server: TestInstance };
  beforeAll(async () => {
    site.cluster = await startTestCluster(1, { WEB_ROOT: webRoot() }, { federation });
    [site.server] = site.cluster.instances as [TestInstance];
  });
  afterAll(() => site.cluster.close());
  beforeEach(() => {
    for (const expose of Object.keys(renders)) delete renders[expose];
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    rawPage(site.server.url, path, headers);

  /** Kept pages come in brotli, pages compressed for one request in gzip (send-page.ts). */
  async function html(path: string) {
    const response = await page(path);
    expect(['br', 'gzip']).toContain(response.encoding);
    const text = response.encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
    return { status: response.status, html: text.toString('utf8') };
  }

  /** Publishes an article through the admin's API, as she does. */
  async function publishArticle(fields: { slug: string; published: string; title: string }) {
    const admin = await addUser(site.server, { role: 'admin' });
    const cookie = await login(site.server, admin.email, PASSWORD);
    const body = { ...initialArticles[0], ...fields };
    const created = await call(site.server, 'POST', '/admin/articles', { cookie, body });
    expect(created.status).toBe(201);
    const published = await call(site.server, 'POST', `/admin/articles/${created.body.data.id}/publish`, {
      cookie,
    });
    expect(published.status).toBe(200);
  }

  return { site, page, html, publishArticle };
}

export const searchShown = (text: string) => /<p id="search">([^<]*)<\/p>/.exec(text)?.[1];
