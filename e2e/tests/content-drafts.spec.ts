import { euros, paths, type SiteContentEdition, siteContentMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { logInThroughApi } from '../support/login';
import { openPage, waitForApp } from '../support/ready';
import { restoreFirst, served } from '../support/site-content';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/** Puts the wedding page back as first published, without a draft, for the other specs. */
async function putBack(api: APIRequestContext) {
  await api.delete('/api/admin/site-content/mariage/draft');
  await restoreFirst(api, 'mariage');
}

/** She changes the wedding price and goes to another page at once, then reloads: nothing is lost. */
async function herDraftSurvivesATabSwitchAndAReload(page: Page) {
  await page.getByRole('button', { name: 'Mariage', exact: true }).click();
  const amount = page.getByLabel('Montant en euros — Confort, Prix');
  await expect(amount).toHaveValue('1399');
  await amount.fill('1499');
  await expect(page.getByText('Enregistrement…')).toBeVisible();
  await page.getByRole('button', { name: 'Qui suis-je ?', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Qui suis-je ?' })).toBeVisible();
  await page.getByRole('button', { name: 'Mariage', exact: true }).click();
  await expect(amount).toHaveValue('1499');
  await expect(page.getByText(/^Brouillon enregistré le .*, pas encore publié\.$/)).toBeVisible();
  await expect(page.getByText('Modifications non publiées.')).toBeVisible();

  // Reloaded: the page she was editing is in the address, her draft on it.
  expect(new URL(page.url()).search).toBe('?page=mariage');
  await page.reload();
  await waitForApp(page);
  await expect(amount).toHaveValue('1499');
  return amount;
}

test('nothing she types in « Contenu du site » is lost: the draft survives a tab switch and a reload, leaving asks, and « Publier » puts it on the site', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(String(baseURL));
  try {
    expect(await served(api, paths.wedding)).toContain(euros(1399, 'TTC'));
    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.admin);
    await page.getByRole('link', { name: /^Contenu du site/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contenu du site' })).toBeVisible();

    const amount = await herDraftSurvivesATabSwitchAndAReload(page);

    // Leaving right after typing asks first; she stays, her typing with her.
    await amount.fill('1599');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Retour à l’interface admin' }).click();
    await expect
      .poll(() => asked)
      .toEqual([
        'Vos dernières modifications ne sont pas encore enregistrées. Quitter cette page quand même ?',
      ]);
    await expect(page).toHaveURL(/contenu-du-site/);
    await expect(amount).toHaveValue('1599');
    await expect(page.getByText('Brouillon enregistré', { exact: true })).toBeVisible();
    // The site still shows the published price.
    expect(await served(api, paths.wedding)).toContain(euros(1399, 'TTC'));

    // « Publier » publishes the draft: the server's page shows the new price at the next request.
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();
    await expect(page.getByText('Modifications non publiées.')).toHaveCount(0);
    const wedding = await served(api, paths.wedding);
    expect(wedding).toContain(euros(1599, 'TTC'));
    expect(wedding).not.toContain(euros(1399, 'TTC'));
    const edition = (await (await api.get('/api/admin/site-content/mariage')).json()) as {
      data: SiteContentEdition;
    };
    expect(edition.data.draft).toBeNull();

    // Nothing waiting any more: she leaves without a question.
    await page.getByRole('link', { name: 'Retour à l’interface admin' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.admin}$`));
    expect(asked).toHaveLength(1);
  } finally {
    await putBack(api);
    await api.dispose();
  }
});
