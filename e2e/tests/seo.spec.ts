import {
  blogArticlePath,
  blogArticleSlugs,
  indexableRoutes,
  paths,
  rendersInBrowser,
  routeTable,
  sitemapRoutes,
} from '@lapm/contracts';
import { checkStructuredData } from '@lapm/seo/rich-results';
import { waitForApp } from '../support/ready';
import { type APIRequestContext, expect, test } from '../support/test';

/**
 * What a crawler without JavaScript gets: every indexable page answers server-rendered HTML
 * with its head, structured data and content; unknown paths answer 404; the sitemap and
 * robots.txt are generated. Needs the build (pnpm build).
 */
const pages = [
  ...indexableRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path),
  ...blogArticleSlugs.map(blogArticlePath),
];

/** Spec section 2 (and docs/seo.md for the pages it leaves open). */
const breadcrumbPosition = (path: string) => {
  if (path === paths.home) return 1;
  const underLifestyle = [paths.solo, paths.duo, paths.family, paths.newborn, paths.pregnancy, paths.hobby];
  return underLifestyle.includes(path as never) || path.startsWith(`${paths.blog}/`) ? 3 : 2;
};

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');

/** The width and height a JPEG's frame header declares (SOF0…SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no JPEG frame header');
}

interface JsonLdNode {
  '@type': string;
  image?: string;
  itemListElement?: { position: number; item: string }[];
  offers?: { '@type': string; price: number; priceCurrency: string }[];
}

/** Service pages with price cards (LifeStyle has none). */
const pricedServices: string[] = [
  paths.corporate,
  paths.wedding,
  paths.solo,
  paths.duo,
  paths.family,
  paths.newborn,
  paths.pregnancy,
  paths.hobby,
];

/** Google's article image: at least 1,200 px wide and 50,000 pixels, the one link previews show. */
async function expectLargeArticleImage(request: APIRequestContext, head: string, nodes: JsonLdNode[]) {
  const image = nodes.find((node) => node['@type'] === 'BlogPosting')?.image ?? '';
  const file = await request.get(new URL(image).pathname);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  const { width, height } = jpegSize(await file.body());
  expect(width).toBeGreaterThanOrEqual(1200);
  expect(width * height).toBeGreaterThanOrEqual(50_000);
  expect(all(head, /<meta property="og:image" content="([^"]+)"/g)).toEqual([image]);
  expect(all(head, /<meta name="twitter:image" content="([^"]+)"/g)).toEqual([image]);
  expect(all(head, /<meta name="twitter:card" content="([^"]+)"/g)).toEqual(['summary_large_image']);
}

/** The server's HTML of `path`, as a crawler reads it: head, structured data and content. */
async function expectCompleteForSearchEngines(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();

  expect(html).toMatch(/^<!doctype html>\s*<html[^>]* lang="fr"/i);
  // In <head> only: the placeholder photos are SVG images with their own <title>.
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = all(head, /<title[^>]*>([^<]+)<\/title>/g);
  expect(titles).toHaveLength(1);
  expect(titles[0]).toMatch(/LAPM Photographie/);
  const descriptions = all(html, /<meta name="description" content="([^"]+)"/g);
  expect(descriptions).toHaveLength(1);
  expect(descriptions[0]?.length).toBeGreaterThan(50);
  expect(all(html, /<meta name="robots" content="([^"]+)"/g)).toEqual(['index, follow']);
  expect(html).toContain('<meta property="og:locale" content="fr_FR"');
  const canonicals = all(html, /<link rel="canonical" href="([^"]+)"/g);
  expect(canonicals).toHaveLength(1);
  expect(new URL(canonicals[0] ?? '').pathname).toBe(path);
  expect(all(html, /<h1[^>]*>(.+?)<\/h1>/g)).toHaveLength(1);

  const nodes = all(html, /<script type="application\/ld\+json">(.+?)<\/script>/g).flatMap(
    (json) => JSON.parse(json) as JsonLdNode[],
  );
  const types = nodes.map((node) => node['@type']);
  expect(types).toEqual(expect.arrayContaining(['ProfessionalService', 'BreadcrumbList']));
  const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
  expect(crumbs.at(-1)?.position).toBe(breadcrumbPosition(path));
  expect(new URL(crumbs.at(-1)?.item ?? '').pathname).toBe(path);
  if (path.startsWith(`${paths.blog}/`)) await expectLargeArticleImage(request, head, nodes);
  if (path === paths.portfolio)
    expect(types).toEqual(expect.arrayContaining(['CollectionPage', 'ImageGallery']));
  if (path === paths.about) expect(types).toContain('Person');
  if (path === paths.faq) expect(types).toContain('FAQPage');
  if ([paths.corporate, paths.duo, paths.wedding, paths.hobby].includes(path as never)) {
    expect(types).toContain('Service');
  }
  if (pricedServices.includes(path)) {
    const offers = nodes.find((node) => node['@type'] === 'Service')?.offers ?? [];
    expect(offers.length).toBeGreaterThanOrEqual(3);
    for (const offer of offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
      expect(offer.price).toBeGreaterThan(0);
    }
  }

  const report = await checkStructuredData(html);
  expect(report.failures).toEqual([]);
}

test.describe('findability without JavaScript', () => {
  for (const path of pages) {
    test(`${path} is complete for search engines`, async ({ request }) => {
      await expectCompleteForSearchEngines(request, path);
    });
  }

  test('an unknown path answers 404 with the French not-found page', async ({ request }) => {
    const response = await request.get('/cette-page-n-existe-pas');
    expect(response.status()).toBe(404);
    // React's server markup writes the apostrophe as an entity.
    const html = (await response.text()).replaceAll('&#x27;', "'");
    expect(html).toContain("OUPSS!! Il n'y a rien à voir ici !");
    expect(html).toContain("C'est juste une erreur 404");
    // Its own title and noindex, before any script: not the site's default title.
    expect(html).toMatch(/<title[^>]*>Page introuvable \| LAPM Photographie<\/title>/);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/);
  });

  test('the sitemap lists exactly the content pages and the five articles, with the photos they show', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const listed = all(xml, /<loc>([^<]+)<\/loc>/g).map((loc) => new URL(loc).pathname);
    const content = sitemapRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);
    expect(listed.sort()).toEqual([...content, ...blogArticleSlugs.map(blogArticlePath)].sort());
    for (const slug of blogArticleSlugs) expect(xml).toContain(`<lastmod>${slug}</lastmod>`);
    const solo = /<url><loc>[^<]+\/portrait-solo<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? '';
    const images = all(solo, /<image:loc>([^<]+)<\/image:loc>/g);
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) expect((await request.get(image)).status()).toBe(200);
  });

  test('robots.txt hides no page, so that crawlers read the noindex of the private ones', async ({
    request,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).not.toContain('Disallow');
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test('/index.html moves to the home page', async ({ request }) => {
    const response = await request.get('/index.html?utm_source=x', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/?utm_source=x');
  });
});

/**
 * Every address of the route table as a crawler meets it: its robots (header and meta), its
 * place in the sitemap, the lengths of its title and description, and the 301 of its other
 * spellings. Parameters get real values: an article, an id.
 */
test.describe('each address of the route table', () => {
  const addressesOf = (path: string) =>
    path === `${paths.blog}/:slug` ? blogArticleSlugs.map(blogArticlePath) : [path.replace(/:[^/]+/g, '1')];
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
  // Unlisted public forms; « Accéder à une galerie » (/galerie) is one, each gallery is private.
  const forms: string[] = [paths.login, paths.register, paths.resetPassword, paths.galleryAccess];

  test('robots, sitemap, lengths and one spelling for each', async ({ request }) => {
    test.setTimeout(120_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = new Set(all(xml, /<loc>([^<]+)<\/loc>/g).map((loc) => new URL(loc).pathname));
    for (const route of routeTable) {
      for (const address of addressesOf(route.path)) {
        const response = await request.get(address, { maxRedirects: 0 });
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        const seen = {
          address,
          status: response.status(),
          header: response.headers()['x-robots-tag'] ?? null,
          listed: listed.has(address),
        };
        expect(seen).toEqual({
          address,
          status: 200,
          header: noIndexed(route.path) ? 'noindex' : null,
          listed: !noIndexed(route.path) && !forms.includes(route.path),
        });
        if (!rendersInBrowser(route)) {
          // The spec's index, follow on every page it renders; the header says noindex where needed.
          expect(all(head, /<meta name="robots" content="([^"]+)"/g)).toEqual(['index, follow']);
          const title = all(head, /<title[^>]*>([^<]+)<\/title>/g)[0] ?? '';
          const description = all(head, /<meta name="description" content="([^"]+)"/g)[0] ?? '';
          const text = (value: string) => value.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
          const lengths = { address, title: text(title).length, description: text(description).length };
          const where = JSON.stringify(lengths);
          expect(lengths.title, where).toBeGreaterThan(0);
          expect(lengths.title, where).toBeLessThanOrEqual(60);
          expect(lengths.description, where).toBeGreaterThanOrEqual(70);
          expect(lengths.description, where).toBeLessThanOrEqual(160);
        }
        if (address === paths.home) continue;
        const shouted = address
          .split('/')
          .map((segment, index) =>
            route.path.split('/')[index]?.startsWith(':') ? segment : segment.toUpperCase(),
          )
          .join('/');
        for (const spelling of [shouted, `${address}/`, `${shouted}/?q=1`]) {
          const moved = await request.get(spelling, { maxRedirects: 0 });
          const query = spelling.endsWith('?q=1') ? '?q=1' : '';
          expect({ spelling, status: moved.status(), location: moved.headers().location }).toEqual({
            spelling,
            status: 301,
            location: `${address}${query}`,
          });
        }
      }
    }
  });
});

test.describe('hydrating a page the server rendered', () => {
  test('keeps the content in place and one set of head tags, also after navigating', async ({ page }) => {
    const loadingShown: string[] = [];
    await page.exposeFunction('reportLoading', (text: string) => loadingShown.push(text));
    // Watches from the first byte: the loading text must never replace the content sent.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const loading = document.querySelector('main .page-loading');
        if (loading)
          (window as unknown as { reportLoading: (t: string) => void }).reportLoading(
            loading.textContent ?? '',
          );
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(paths.duo);
    await expect(page.getByRole('heading', { level: 1, name: 'Portrait duo' })).toBeVisible();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Portrait duo' })).toBeVisible();
    expect(loadingShown).toEqual([]);

    const once = async () => {
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    };
    await once();
    await page.getByRole('link', { name: 'TARIFS' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prestations et tarifs' })).toBeVisible();
    await once();
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
      paths.prices,
    );
    await expect(page).toHaveTitle(/^Prestations et tarifs photo/);
  });
});
