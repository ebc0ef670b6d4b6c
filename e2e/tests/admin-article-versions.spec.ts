import { adminEditArticlePath, blogArticlePath } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { type Browser, expect, type Page, test } from '../support/test';

// Unique per run: the server keeps its data folder for the whole run of the suite.
const run = Date.now().toString(36);
const slug = `versions-en-foret-${run}`;
const titles = [`Balade en forêt ${run}`, `Balade sous les pins ${run}`, `Une balade en forêt ${run}`];

/** A published article, made through the API with the cover of one of the first articles. */
async function publishedArticle(baseURL: string): Promise<number> {
  const api = await adminApi(baseURL);
  const [model] = (await (await api.get('/api/admin/articles')).json()).data;
  const created = await api.post('/api/admin/articles', {
    data: {
      title: titles[0],
      slug,
      published: '2025-10-01',
      description: 'Une balade photo sous les pins.',
      cover: model.cover,
      markdown: '## En forêt\n\nUne balade.',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data;
  expect((await api.post(`/api/admin/articles/${id}/publish`)).ok()).toBe(true);
  return id;
}

async function saveTitle(page: Page, title: string) {
  await page.getByLabel('Titre', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(/Modifications enregistrées\./)).toBeVisible();
}

/** The new controls can be reached by a thumb and pass axe, on a phone and on a desktop. */
async function checkScreens(page: Page) {
  const versions = page.getByRole('region', { name: 'Versions' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectReachable(versions.getByRole('button', { name: /^Masquer la comparaison/ }));
    await expectReachable(versions.getByRole('button', { name: /^Rétablir cette version/ }).last());
    await expectNoViolations(page, 'section[aria-labelledby="article-versions"]');
  }
}

test('she edits an article twice, compares with its first version and restores it: the blog shows it again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('no baseURL');
  const id = await publishedArticle(baseURL);
  try {
    await editCompareRestore(browser, baseURL, id);
  } finally {
    // Off the blog again: the blog's own spec counts the articles it lists.
    const api = await adminApi(baseURL);
    await api.post(`/api/admin/articles/${id}/unpublish`);
    await api.dispose();
  }
});

async function editCompareRestore(browser: Browser, baseURL: string, id: number) {
  const page = await (await browser.newContext()).newPage();
  await logInThroughApi(page, baseURL, e2eAdmin.email, e2eAdmin.password);
  await openPage(page, adminEditArticlePath(id));
  await saveTitle(page, titles[1] as string);
  await saveTitle(page, titles[2] as string);

  const versions = page.getByRole('region', { name: 'Versions' });
  await versions.scrollIntoViewIfNeeded();
  const items = versions.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('— titre');
  await expect(items.last()).toContainText('— création');

  await items
    .last()
    .getByRole('button', { name: /^Comparer/ })
    .click();
  const comparison = versions.getByRole('region', { name: /^Version du .* → article actuel$/ });
  await expect(comparison.locator('del')).toContainText(titles[0] as string);
  await expect(comparison.locator('ins')).toContainText(titles[2] as string);
  await checkScreens(page);

  await items
    .last()
    .getByRole('button', { name: /^Rétablir cette version/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: /^Rétablir la version du/ });
  await expect(dialog).toContainText('garde son adresse');
  await dialog.getByRole('button', { name: 'Rétablir', exact: true }).click();
  await expect(page.getByText(/Version rétablie\./)).toBeVisible();
  await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(titles[0] as string);
  await expect(items).toHaveCount(4);

  const visitor = await (await browser.newContext()).newPage();
  await openPage(visitor, blogArticlePath(slug));
  await expect(visitor.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
}
