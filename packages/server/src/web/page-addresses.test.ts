import { paths, routeTable } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import { fakeSite } from '../testing/fake-shell';
import { startTestCluster, type TestInstance } from '../testing/server';

/**
 * What a crawler learns of each address of the route table from the real server: whether the
 * page may be indexed (its `X-Robots-Tag`), whether the sitemap lists it with its images, and
 * that any other spelling of its path moves for good to the table's own.
 */
const photo = () =>
  createElement(
    'p',
    null,
    createElement('img', {
      src: '/images/pont.800.abcdef1234.jpg',
      srcSet: '/images/pont.480.abcdef1234.jpg 480w, /images/pont.1600.abcdef1234.jpg 1600w',
      alt: 'Un pont sur la baie',
    }),
  );

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let server: TestInstance;
beforeAll(async () => {
  const site = fakeSite(photo);
  cluster = await startTestCluster(1, { WEB_ROOT: site.webRoot }, { federation: site.federation });
  [server] = cluster.instances as [TestInstance];
});
afterAll(() => cluster.close());

/** A route's path with a value for each parameter, in mixed case as ids and slugs may be. */
const addressOf = (path: string) => path.replace(/:[^/]+/g, 'AbC12');
const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

/** The pages kept out of results: secrets in their address, private areas and each gallery (not the
 * public form that opens one), the empty basket. */
const noIndexed = (path: string) =>
  /^\/(compte|admin)(\/|$)|^\/galerie\//.test(path) ||
  [
    paths.resetPasswordConfirm,
    paths.invitation,
    paths.confirmEmail,
    paths.cancelBooking,
    paths.moveBooking,
    paths.basket,
  ].includes(path as never);

/** The content pages: the marketing pages but the basket, and the blog. */
const listed = (path: string) =>
  !noIndexed(path) &&
  !path.includes(':') &&
  ![paths.login, paths.register, paths.resetPassword, paths.galleryAccess].includes(path as never);

describe('each address of the route table', () => {
  it('says noindex in its answer exactly where its page must stay out of results', async () => {
    for (const route of routeTable) {
      const address = addressOf(route.path);
      const response = await get(address);
      expect({ address, status: response.status }).toEqual({ address, status: 200 });
      expect({ address, robots: response.headers.get('x-robots-tag') }).toEqual({
        address,
        robots: noIndexed(route.path) ? 'noindex' : null,
      });
    }
  });

  it('is in the sitemap if it is a content page, with the images it shows at their largest', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc = '', rest]) => ({
      path: new URL(loc).pathname,
      images: [...(rest ?? '').matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map(([, src = '']) => src),
    }));
    const expected = routeTable.map((route) => route.path).filter(listed);
    expect(expected).toContain(paths.faq);
    expect(expected).not.toContain(paths.login);
    // Then the published articles, each under /blog/.
    expect(entries.map((entry) => entry.path).filter((path) => !path.startsWith(`${paths.blog}/`))).toEqual(
      expected,
    );
    const shown = `${server.url}/images/pont.1600.abcdef1234.jpg`;
    for (const entry of entries) {
      if (entry.path.startsWith(`${paths.blog}/`)) {
        // An article lists its cover too, from its published record, before what its page shows.
        expect(entry.images[0]).toMatch(/\/images\/demo-[a-z-]+\.1200\.[0-9a-f]+\.jpg$/);
        expect(entry.images.slice(1)).toEqual([shown]);
      } else {
        expect(entry.images).toEqual([shown]);
      }
    }
  });

  it('moves for good to its own path when asked in upper case or with a trailing slash, query kept', async () => {
    for (const route of routeTable) {
      const address = addressOf(route.path);
      // The fixed segments in upper case; a parameter's value stays as asked.
      const shouted = route.path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? 'AbC12' : segment.toUpperCase()))
        .join('/');
      const spellings = route.path === paths.home ? [] : [shouted, `${address}/`, `${shouted}/?q=a%20b&x=1`];
      for (const spelling of spellings) {
        const response = await get(spelling);
        const query = spelling.includes('?') ? spelling.slice(spelling.indexOf('?')) : '';
        expect({ spelling, status: response.status, location: response.headers.get('location') }).toEqual({
          spelling,
          status: 301,
          location: `${address}${query}`,
        });
      }
    }
  });

  it('sends /index.html to the home page, and never moves an address no route owns', async () => {
    const index = await get('/index.html?utm_source=x');
    expect([index.status, index.headers.get('location')]).toEqual([301, '/?utm_source=x']);
    // The not-found page (a 404, e2e seo.spec.ts) is the shell's: this test's shows every page.
    for (const unknown of ['/Tarifs-Inconnus/', '/GALERIES/', '/Blog/a/b/', '/API/health', '/Remotes/x.js']) {
      const response = await get(unknown);
      expect({ unknown, location: response.headers.get('location') }).toEqual({ unknown, location: null });
    }
    expect((await get('/api/Health')).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('hides no page, so that a crawler reads their noindex, and points to the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).not.toContain('Disallow: /');
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
