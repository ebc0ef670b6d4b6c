import { euros, paths, siteContentMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { createAlbum, registeredClient } from '../support/albums';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { restoreFirst } from '../support/site-content';
import { expect, test } from '../support/test';

for (const width of [390, 1280]) {
  test(`at ${width} px she finds a wedding price with the field search and changes it`, async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const api = await adminApi(String(baseURL));
    try {
      await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
      await openPage(page, paths.adminSiteContent);
      await page.getByRole('button', { name: 'Mariage', exact: true }).click();
      const search = page.getByRole('searchbox', { name: 'Chercher un champ' });
      const jump = page.getByLabel('Aller à la section');
      await expectReachable(search);
      await expectReachable(jump);
      await search.fill('1399');
      await expect(page.getByText('Un champ trouvé.')).toBeVisible();
      const amount = page.getByLabel('Montant en euros — Confort, Prix');
      await expect(amount).toBeVisible();
      await expect(page.getByLabel('Montant en euros — Essentiel, Prix')).toBeHidden();
      await expectReachable(amount);
      // On the phone the field uses the screen's width: no frames within frames squeezing it.
      const box = await amount.boundingBox();
      if (width === 390) expect(box?.width ?? 0).toBeGreaterThan(300);
      await expectNoViolations(page, 'form');
      await page.screenshot({ path: info.outputPath(`search-${width}.png`) });

      // A refused value is said under the field, which takes the focus; the bar links to it.
      await amount.fill('-1');
      await page.getByRole('button', { name: 'Publier' }).click();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toBeFocused();
      const link = page.getByRole('link', {
        name: `Montant en euros — Confort, Prix : ${siteContentMessages.amount}`,
      });
      await expectReachable(link);
      await expectNoViolations(page, 'form');
      await page.screenshot({ path: info.outputPath(`error-${width}.png`) });

      await amount.fill('1449');
      await page.getByRole('button', { name: 'Publier' }).click();
      await expect(page.getByText(siteContentMessages.published)).toBeVisible();
      const served = await (await api.get(paths.wedding, { headers: { accept: 'text/html' } })).text();
      expect(served).toContain(euros(1449, 'TTC'));
    } finally {
      await restoreFirst(api, 'mariage');
      await api.dispose();
    }
  });
}

test('at 390 px the album screen opens on the album, and one tap on a client does not give it away', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const api = await adminApi(String(baseURL));
  try {
    const owner = await registeredClient(api, 'phone-owner');
    const other = await registeredClient(api, 'phone-other');
    const albumId = await createAlbum(api, owner.id, {
      code: 'phone-code-1',
      link: 'https://galerie.exemple.fr/telephone',
    });
    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, `${paths.adminAlbums}/edit-album/${albumId}`);
    const number = page.getByLabel('Numéro du client');
    await expect(number).toHaveValue(String(owner.id));
    // Folded: no client to tap before she searches.
    await expect(page.getByRole('button', { name: new RegExp(`n° ${other.id}$`) })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('album-390.png'), fullPage: true });
    const search = page.getByRole('searchbox', { name: 'Rechercher un client' });
    await expectReachable(search);
    await search.fill(other.lastname);
    const choice = page.getByRole('button', { name: new RegExp(`n° ${other.id}$`) });
    await expectReachable(choice);
    await choice.click();
    await expect(number).toHaveValue(String(other.id));
    await page.getByRole('checkbox', { name: 'Attribuer quand même l’album à ce compte' }).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Changer le client de cet album ?' });
    await expect(dialog).toContainText(
      `Cet album passera à ${other.firstname} ${other.lastname} (n° ${other.id}).`,
    );
    await expectNoViolations(page, 'body');
    await page.screenshot({ path: info.outputPath('album-ask-390.png') });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    const album = (await (await api.get(`/api/album/${albumId}`)).json()) as { data: { id_user: number } };
    expect(album.data.id_user).toBe(owner.id);
  } finally {
    await api.dispose();
  }
});
