import { paths, photoReplaceMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolationsOnPage } from '../support/axe';
import { pageLoggedInAs } from '../support/login';
import { startServerWithOutbox } from '../support/outbox';
import { describedPhoto } from '../support/photos';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import type { RunningServer } from '../support/server';
import { expect, type Locator, test } from '../support/test';

/**
 * « Remplacer »: her new portrait of a street takes the old one's place in the portfolio, and the
 * old one stays in the library. A place she fills stays hers, so this runs on a server of its own.
 */
const PLACE = 'portfolio:architecture-urbaine';
const ALBUM = 'Album Architecture urbaine';

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  ({ server } = await startServerWithOutbox('replace'));
});
test.afterAll(async () => {
  await server?.stop();
});

/** The replacement is searched in the whole library, here by its file name. */
async function searchReplacement(dialog: Locator, words: string) {
  const search = dialog.getByRole('searchbox', { name: 'Rechercher une photo de remplacement' });
  await expectReachable(search);
  await search.fill(words);
  await dialog.getByRole('button', { name: 'Rechercher', exact: true }).click();
}

test('she replaces a photo of the portfolio from the library: the page shows the new one, the old one stays', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const baseURL = server.url;
  const run = Date.now().toString(36);
  const api = await adminApi(baseURL);
  const oldAlt = `Façades de l’Écusson ${run}, 2019`;
  const newAlt = `Façades de l’Écusson ${run}, 2026`;
  const oldId = await describedPhoto(api, oldAlt, `ecusson-${run}-2019.jpg`);
  const newId = await describedPhoto(api, newAlt, `ecusson-${run}-2026.jpg`);
  await api.post('/api/photos/bulk/published', { data: { ids: [oldId, newId], published: true } });
  expect((await api.put(`/api/admin/placements/${PLACE}`, { data: { photo_ids: [oldId] } })).ok()).toBe(true);
  await api.dispose();

  for (const width of [390, 1280]) {
    const page = await pageLoggedInAs(browser, baseURL, e2eAdmin, {
      viewport: { width, height: 800 },
      locale: 'fr-FR',
    });
    const context = page.context();
    await openPage(page, paths.adminPhotos);
    await page.getByLabel('Rechercher dans les descriptions').fill(run);
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    const replace = page.getByRole('button', { name: `Remplacer « ecusson-${run}-2019.jpg » sur le site` });
    await expectReachable(replace);
    await replace.click();
    const dialog = page.getByRole('alertdialog', {
      name: `Remplacer « ecusson-${run}-2019.jpg » sur le site`,
    });
    const choice = dialog.getByRole('combobox', {
      name: 'Photo qui la remplace dans « Portfolio — Architecture urbaine »',
    });
    await expect(choice).toBeVisible();
    await searchReplacement(dialog, `ecusson-${run}-2026`);
    await expect(choice.getByRole('option')).toHaveText(['Aucune : elle reste à cet emplacement', newAlt]);
    await expectReachable(choice);
    await expectReachable(dialog.getByRole('button', { name: 'Remplacer', exact: true }));
    await expectNoViolationsOnPage(page, 'replacement dialog');
    if (width === 390) {
      // Looked at, then left: « Annuler » changes nothing.
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog).toBeHidden();
      await context.close();
      continue;
    }
    await choice.selectOption({ label: newAlt });
    await dialog.getByRole('button', { name: 'Remplacer', exact: true }).click();
    await expect(page.getByText(photoReplaceMessages.replaced(1))).toBeVisible();
    // The old photo is still in the library, now used nowhere.
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `ecusson-${run}-2019.jpg` }) });
    await expect(card.getByText('Publiée', { exact: true })).toBeVisible();
    await context.close();
  }

  // A visitor without scripts reads the server's next HTML: the new photo in the album, alone.
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'fr-FR' });
  const served = await visitor.newPage();
  await served.goto(paths.portfolio);
  const album = served.getByRole('list', { name: ALBUM });
  await expect(album.getByRole('img', { name: newAlt })).toHaveCount(1);
  await expect(album.getByRole('img', { name: oldAlt })).toHaveCount(0);
  await visitor.close();
});
