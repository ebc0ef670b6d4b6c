import { blogArticlePath, paths } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { chooseCover } from '../support/articles';
import { logInThroughApi } from '../support/login';
import { publishedPhoto } from '../support/photos';
import { openPage } from '../support/ready';
import { type APIRequestContext, expect, test } from '../support/test';

// Unique per run: the server keeps its data folder for the whole run of the suite.
const run = Date.now().toString(36);

/** The address a page gives, fetched from this server whatever origin it names: status and type. */
async function fetched(request: APIRequestContext, address: string) {
  const { pathname } = new URL(address, 'http://any.example');
  const response = await request.get(pathname);
  return { status: response.status(), type: response.headers()['content-type'] ?? '' };
}

/** The cover and og:image of the served page: the photo's files, which load, the same in its BlogPosting. */
async function expectCoverAndOgImage(
  request: APIRequestContext,
  html: string,
  { photoId, coverAlt, title }: { photoId: string; coverAlt: string; title: string },
) {
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  // The photo's file is 900×600: a link preview is told its real size.
  expect(/<meta property="og:image:width" content="(\d+)"/.exec(html)?.[1]).toBe('900');
  expect(/<meta property="og:image:height" content="(\d+)"/.exec(html)?.[1]).toBe('600');
  expect(ogImage).toMatch(new RegExp(`/photos/${photoId}/\\d+\\.jpg$`));
  const cover = new RegExp(`<img[^>]*alt="${coverAlt}"[^>]*>`).exec(html)?.[0] ?? '';
  const coverSrc = /src="([^"]+)"/.exec(cover)?.[1];
  expect(coverSrc).toMatch(new RegExp(`^/photos/${photoId}/\\d+\\.jpg$`));
  for (const address of [ogImage ?? '', coverSrc ?? '']) {
    const { status, type } = await fetched(request, address);
    expect({ address, status, image: type.startsWith('image/') }).toEqual({
      address,
      status: 200,
      image: true,
    });
  }

  const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .flatMap((match) => JSON.parse(match[1] ?? '[]') as { '@type'?: string }[])
    .find((node) => node['@type'] === 'BlogPosting') as { headline: string; image: string } | undefined;
  expect(posting?.headline).toBe(title);
  expect(posting?.image).toBe(ogImage);
}

test('an article with only a title and a cover from the library publishes, its cover and og:image load, its head defaults from the title', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  const api = await adminApi(baseURL);
  const coverAlt = `Deux mariés sous un olivier ${run}`;
  const photoId = await publishedPhoto(api, coverAlt, 'olivier.jpg');
  const title = `Séance sous l’olivier ${run}`;
  const slug = `seance-sous-l-olivier-${run}`;

  const page = await (await browser.newContext()).newPage();
  await logInThroughApi(page, baseURL, e2eAdmin.email, e2eAdmin.password);
  await openPage(page, paths.admin);
  await page.getByRole('link', { name: /^Articles/ }).click();
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await page.getByLabel('Titre', { exact: true }).fill(title);
  await expect(page.getByLabel('Adresse de l’article')).toHaveValue(slug);
  // The draft saves with its title alone.
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('Brouillon : l’article n’est pas sur le blog.')).toBeVisible();

  // Publishing without a cover names every missing field at once, each linked to its field.
  await page.getByRole('button', { name: 'Publier' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'champs à compléter' });
  await expect(problems.getByRole('link')).toHaveText([
    'La photo de couverture : à remplir avant de publier.',
    'La description de la photo de couverture : à remplir avant de publier.',
  ]);
  await problems.getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Choisir dans la photothèque' })).toBeFocused();

  await chooseCover(page, coverAlt);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByText(`En ligne à l’adresse ${blogArticlePath(slug)}. Article publié.`),
  ).toBeVisible();

  // The server's HTML, as a social network or a search engine reads it.
  const response = await request.get(blogArticlePath(slug));
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Left empty in the editor: the page's title and description come from the article's title.
  expect(html).toMatch(new RegExp(`<title[^>]*>${title} \\| LAPM Photographie</title>`));
  expect(html).toMatch(new RegExp(`<meta name="description" content="${title}"`));

  await expectCoverAndOgImage(request, html, { photoId, coverAlt, title });

  // Off the blog again: the other tests count the blog's articles.
  await page.getByRole('button', { name: 'Retirer du blog' }).click();
  await expect(page.getByText(/Brouillon : l’article n’est pas sur le blog\./)).toBeVisible();
});
