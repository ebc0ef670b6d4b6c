import { type Photo, paths, photoBulkMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { describedPhoto } from '../support/photos';
import { expectNoSidewaysScroll, expectReachable } from '../support/reachable';
import { openPage, waitForApp } from '../support/ready';
import { expect, test } from '../support/test';

for (const width of [390, 1280]) {
  test(`at ${width} px she ticks photos of the library and publishes them at once`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const api = await adminApi(String(baseURL));
    const run = `lot${width}${Date.now().toString(36)}`;
    const names = [`${run}-a.jpg`, `${run}-b.jpg`];
    try {
      for (const [index, name] of names.entries()) {
        await describedPhoto(api, `Salins au couchant ${run} ${index + 1}`, name);
      }
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR' });
      const page = await context.newPage();
      await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
      await openPage(page, paths.adminPhotos);
      await page.getByLabel('Rechercher dans les descriptions').fill(run);
      await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
      await expect(page.getByText('2 photos', { exact: true })).toBeVisible();

      const bar = page.getByRole('group', { name: 'Actions sur la sélection' });
      await expect(bar.getByRole('status').first()).toHaveText('Aucune photo sélectionnée');
      for (const name of names) {
        const box = page.getByRole('checkbox', { name: `Sélectionner « ${name} »` });
        await expectReachable(box);
        await box.check();
      }
      await expect(bar.getByText('2 photos sélectionnées')).toBeVisible();
      for (const action of ['Publier', 'Retirer du site', 'Décrire', 'Supprimer']) {
        await expectReachable(bar.getByRole('button', { name: action, exact: true }));
      }
      await expectReachable(bar.getByRole('checkbox', { name: 'Tout sélectionner' }));
      await expectNoViolations(page, 'main');

      await bar.getByRole('button', { name: 'Publier', exact: true }).click();
      await expect(bar.getByText(photoBulkMessages.published(2))).toBeVisible();
      for (const name of names) {
        const card = page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name }) });
        await expect(card.getByText('Publiée', { exact: true })).toBeVisible();
      }
      // Nothing runs off the side of the screen.
      await expectNoSidewaysScroll(page);
      await expectNoViolations(page, 'main');
      await context.close();
    } finally {
      // Taken off the site again: the other specs count the published photos of the library.
      const listed = await api.get(`/api/photos?q=${run}`);
      const ids = ((await listed.json()) as { data: Photo[] }).data.map((photo) => photo.id);
      if (ids.length > 0) await api.post('/api/photos/bulk/published', { data: { ids, published: false } });
      await api.dispose();
    }
  });
}

test('the library’s search is in its address: a reload keeps it, the browser’s back gives the whole library', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(String(baseURL));
  const run = `adresse${Date.now().toString(36)}`;
  try {
    await describedPhoto(api, `Phare de Sète ${run}`, `${run}.jpg`);
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.adminPhotos);
    const search = page.getByLabel('Rechercher dans les descriptions');
    const found = page.getByRole('main').getByRole('heading', { name: `${run}.jpg` });
    await search.fill(run);
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page.getByText('1 photo', { exact: true })).toBeVisible();
    expect(new URL(page.url()).search).toBe(`?q=${run}`);

    await page.reload();
    await waitForApp(page);
    await expect(search).toHaveValue(run);
    await expect(found).toBeVisible();
    await expect(page.getByText('1 photo', { exact: true })).toBeVisible();

    await page.goBack();
    await expect(search).toHaveValue('');
    await expect(page.getByText('1 photo', { exact: true })).toBeHidden();
    await context.close();
  } finally {
    await api.dispose();
  }
});
