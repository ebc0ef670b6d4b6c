import { initialArticles } from '@lapm/articles/initial-articles';
import { adminEditArticlePath, articleMessages, blogArticlePath, paths } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { chooseCover, writeInMarkdown } from '../support/articles';
import { logInThroughApi } from '../support/login';
import { publishedPhoto } from '../support/photos';
import { openPage } from '../support/ready';
import { type Browser, expect, type Page, test } from '../support/test';

// Unique per run: the server keeps its data folder for the whole run of the suite.
const run = Date.now().toString(36);
const slug = `seance-en-foret-${run}`;
const title = `Séance en forêt ${run}`;

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInThroughApi(page, baseURL, e2eAdmin.email, e2eAdmin.password);
  return page;
}

async function writeArticle(
  page: Page,
  coverAlt: string,
  article = { title, slug, published: '2026-11-20' },
) {
  await openPage(page, paths.admin);
  await page.getByRole('link', { name: /^Articles/ }).click();
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill('Titre', article.title);
  // The address is made from the title.
  await expect(page.getByLabel('Adresse de l’article')).toHaveValue(article.slug);
  await fill('Date de publication', article.published);
  await fill('Chapeau (texte de la carte et introduction)', 'Une balade photo sous les pins, en famille.');
  await chooseCover(page, coverAlt);
  await expect(page.getByLabel('Description de la photo de couverture')).toHaveValue(coverAlt);
  await writeInMarkdown(page);
  await fill(
    'Texte de l’article (Markdown)',
    '## Sous les pins\n\nUne lumière douce, puis [contactez-moi](/contacts).\n\n<script>alert(1)</script>',
  );
  await fill('Titre de la page (onglet et moteurs de recherche)', `${article.title} | LAPM Photographie`);
  await fill('Description pour les moteurs de recherche', 'Une séance photo en famille en forêt.');
  await fill('Mots-clés (facultatifs)', 'séance forêt, photo famille');
  await fill('Nom dans le fil d’Ariane', 'Séance en forêt');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('Brouillon : l’article n’est pas sur le blog.')).toBeVisible();
}

test('the admin publishes an article: it is in /blog’s server HTML and the sitemap at once, and leaves them when unpublished', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('no baseURL');
  const coverAlt = `Une famille marche sous les pins ${run}`;
  await publishedPhoto(await adminApi(baseURL), coverAlt, 'foret.jpg');
  const page = await adminPage(browser, baseURL);
  await writeArticle(page, coverAlt);

  // A draft is nowhere on the public site.
  expect(await (await request.get(paths.blog)).text()).not.toContain(title);
  expect((await request.get(blogArticlePath(slug))).status()).toBe(404);

  await page.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.getByRole('region', { name: 'Aperçu de l’article' });
  await expect(preview.getByRole('heading', { name: 'Sous les pins' })).toBeVisible();
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(`En ligne à l’adresse ${blogArticlePath(slug)}.`)).toBeVisible();

  // Fetched without a browser: the server's own HTML, not the app's.
  const list = await (await request.get(paths.blog)).text();
  expect(list).toContain(title);
  expect(list).toContain(`href="${blogArticlePath(slug)}#top"`);
  const article = await request.get(blogArticlePath(slug));
  expect(article.status()).toBe(200);
  const html = await article.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('"datePublished":"2026-11-20"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}</loc><lastmod>2026-11-20</lastmod>`);

  // A visitor who opens it from the list: the browser fetches it through the API.
  const visitor = await (await browser.newContext()).newPage();
  await openPage(visitor, paths.blog);
  await visitor.getByRole('link', { name: new RegExp(title) }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Sous les pins' })).toBeVisible();

  await page.getByRole('button', { name: 'Retirer du blog' }).click();
  await expect(page.getByText('Brouillon : l’article n’est pas sur le blog.')).toBeVisible();
  expect(await (await request.get(paths.blog)).text()).not.toContain(title);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);
  expect((await request.get(blogArticlePath(slug))).status()).toBe(404);
});

test('an article dated later says « Programmé », stays off the blog, and « Publier maintenant » puts it there', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('no baseURL');
  const later = { title: `Plus tard ${run}`, slug: `plus-tard-${run}`, published: '2999-01-01' };
  const coverAlt = `Des pins au loin ${run}`;
  await publishedPhoto(await adminApi(baseURL), coverAlt, 'pins.jpg');
  const page = await adminPage(browser, baseURL);
  await writeArticle(page, coverAlt, later);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByText(
      'Programmé pour le 01/01/2999 : l’article paraîtra sur le blog ce jour-là. Programmation enregistrée.',
    ),
  ).toBeVisible();
  expect((await request.get(blogArticlePath(later.slug))).status()).toBe(404);
  await page.getByRole('link', { name: 'Retour à la liste des articles' }).click();
  const card = page.getByRole('listitem').filter({ hasText: later.title });
  await expect(card.getByText('Programmé pour le 01/01/2999')).toBeVisible();
  await card.getByRole('link', { name: `Modifier ${later.title}` }).click();
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(
    page.getByText(`En ligne à l’adresse ${blogArticlePath(later.slug)}. Article publié.`),
  ).toBeVisible();
  expect((await request.get(blogArticlePath(later.slug))).status()).toBe(200);
  // The blog of the other tests keeps its five articles.
  await page.getByRole('button', { name: 'Retirer du blog' }).click();
  await expect(page.getByText('Brouillon : l’article n’est pas sur le blog.')).toBeVisible();
  expect((await request.get(blogArticlePath(later.slug))).status()).toBe(404);
});

test('two admins edit the same article: the second save is refused, and what she typed stays', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  // Any valid article: the test is about its text.
  const [model] = initialArticles;
  if (!model) throw new Error('no initial article');
  const api = await adminApi(baseURL);
  const created = await api.post('/api/admin/articles', {
    data: {
      ...model,
      slug: `deux-admins-${run}`,
      title: `Deux administratrices ${run}`,
      markdown: 'Le texte de départ.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  const first = await adminPage(browser, baseURL);
  const second = await adminPage(browser, baseURL);
  for (const page of [first, second]) {
    await openPage(page, adminEditArticlePath(id));
    await writeInMarkdown(page);
    await expect(page.getByLabel('Texte de l’article (Markdown)')).toHaveValue('Le texte de départ.');
  }
  const markdown = (page: Page) => page.getByLabel('Texte de l’article (Markdown)');
  await markdown(first).fill(`${await markdown(first).inputValue()}\n\nUn mot de la première.`);
  await first.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(first.getByText('Modifications enregistrées.')).toBeVisible();

  await markdown(second).fill('## Le texte de la seconde');
  await second.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(second.getByRole('alert')).toHaveText(articleMessages.stale);
  await expect(markdown(second)).toHaveValue('## Le texte de la seconde');
});

test('the admin inserts a published library photo into an article: the blog shows it as a responsive picture', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  const api = await adminApi(baseURL);
  const alt = `Les mariés sous les platanes ${run}`;
  const id = await publishedPhoto(api, alt, 'platanes.jpg');

  const page = await adminPage(browser, baseURL);
  const photoSlug = `platanes-${run}`;
  const [model] = initialArticles;
  if (!model) throw new Error('no initial article');
  const created = await api.post('/api/admin/articles', {
    data: { ...model, slug: photoSlug, title: `Sous les platanes ${run}`, markdown: 'Avant la photo.' },
  });
  const articleId = ((await created.json()) as { data: { id: number } }).data.id;
  await openPage(page, adminEditArticlePath(articleId));
  await writeInMarkdown(page);
  await page.getByRole('button', { name: 'Insérer une photo' }).click();
  const picker = page.getByRole('region', { name: 'Photos publiées de la photothèque' });
  await picker.getByLabel('Rechercher une photo').fill(run);
  await picker.getByLabel('Rechercher une photo').press('Enter');
  await picker.getByRole('button', { name: `Insérer « ${alt} »` }).click();
  await expect(page.getByLabel('Texte de l’article (Markdown)')).toHaveValue(
    `Avant la photo.\n\n![${alt}](/photos/${id})\n`,
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/Modifications enregistrées\./)).toBeVisible();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(`En ligne à l’adresse ${blogArticlePath(photoSlug)}.`)).toBeVisible();

  // The server's HTML: AVIF and WebP sources from the photo's public files, its size against layout shift.
  const html = await (await request.get(blogArticlePath(photoSlug))).text();
  const files = (extension: string) =>
    [480, 800, 900].map((width) => `/photos/${id}/${width}.${extension} ${width}w`).join(', ');
  expect(html).toContain(`<source type="image/avif" srcSet="${files('avif')}"`);
  expect(html).toContain(`<source type="image/webp" srcSet="${files('webp')}"`);
  expect(html).toMatch(new RegExp(`<img[^>]*srcSet="${files('jpg')}"[^>]*width="900" height="600"`));
  expect((await request.get(`/photos/${id}/900.avif`)).status()).toBe(200);

  // Off the blog again: the other tests count the blog's articles.
  await page.getByRole('button', { name: 'Retirer du blog' }).click();
  await expect(page.getByText('Brouillon : l’article n’est pas sur le blog.')).toBeVisible();
});
