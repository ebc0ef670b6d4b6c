import { paths } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { openPage, waitForApp } from '../support/ready';
import { expect, test } from '../support/test';

const remoteOf = (url: string) => /\/remotes\/([a-z]+)\//.exec(new URL(url).pathname)?.[1];

test('a visitor downloads only the remotes of the pages seen; logging in brings the account remote once', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (remoteOf(request.url())) requested.push(new URL(request.url()).pathname);
  });
  const fromRemote = (name: string) => requested.filter((path) => remoteOf(`http://x${path}`) === name);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });

  // A visitor: the home page, then the prices through the menu.
  await page.goto(paths.home);
  // The menu navigates in the app once it has hydrated the page.
  await waitForApp(page);
  await nav.getByRole('link', { name: 'TARIFS' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fromRemote('marketing').length).toBeGreaterThan(0);
  expect(fromRemote('account'), 'account code downloaded by a visitor').toEqual([]);
  expect(fromRemote('admin'), 'admin code downloaded by a visitor').toEqual([]);
  expect(fromRemote('blog'), 'blog code downloaded before the blog was opened').toEqual([]);

  // Logging in: the account link leads to the login screen, then to the admin home.
  await nav.getByRole('link', { name: 'COMPTE' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForLoadState('networkidle');

  const account = fromRemote('account');
  expect(
    account.filter((path) => /\/account\.[0-9a-f]+\.js$/.test(path)),
    'account remote entry',
  ).toHaveLength(1);
  expect(
    account.filter((path, index) => account.indexOf(path) !== index),
    'account files fetched twice',
  ).toEqual([]);
});

/** A sentence of each article's body (its Markdown, packages/contracts/src/initialArticles.ts), not of its card. */
const bodyText = {
  wedding: 'le fou rire de votre',
  pregnancy: 'Pourquoi entre 28 et 34 semaines',
};

test('the blog list downloads the cards only; an article page downloads its own text and no other', async ({
  page,
}) => {
  // The blog's code and the API's answers: an article's text comes from the server since it is in
  // the database (docs/decisions/0008).
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if ((remoteOf(url) === 'blog' && url.endsWith('.js')) || new URL(url).pathname.startsWith('/api/')) {
      scripts.push(response.text().catch(() => ''));
    }
  });
  // Every body read before looking: a script still being read would pass for one not downloaded.
  const downloaded = async (text: string) =>
    (await Promise.all(scripts)).some((script) => script.includes(text));

  await openPage(page, paths.blog);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('list', { name: 'Articles du blog' }).getByRole('link')).toHaveCount(5);
  expect(scripts.length).toBeGreaterThan(0);
  expect(await downloaded(bodyText.wedding), 'wedding article text on the list').toBe(false);
  expect(await downloaded(bodyText.pregnancy), 'pregnancy article text on the list').toBe(false);

  await page.getByRole('searchbox', { name: 'Filtrer les articles par titre' }).fill('grossesse');
  // The list follows the field a frame later, as the visitor sees it.
  const found = page.getByRole('list', { name: 'Articles du blog' }).getByRole('link');
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(
    page.getByRole('heading', { level: 2, name: /Pourquoi entre 28 et 34 semaines/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await downloaded(bodyText.pregnancy), 'the article opened').toBe(true);
  expect(await downloaded(bodyText.wedding), 'another article').toBe(false);
});
