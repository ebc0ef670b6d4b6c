import { paths, siteContentMessages } from '@lapm/contracts';
import { expect, test } from '@playwright/test';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { headOf, restoreFirst, served } from '../support/site-content';

test('she changes /tarifs’ Google description and the contact phone, publishes, and the server’s pages show them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(String(baseURL));
  const run = Date.now().toString(36);
  const description = `Toutes les formules photo autour de Montpellier, portrait, famille, mariage et corporate, avec leurs prix et ce que chacune comprend, ${run}`;
  try {
    const before = await served(api, paths.prices);
    expect(headOf(before)).toEqual({
      title: 'Prestations et tarifs photo, Montpellier | LAPM Photographie',
      description:
        'Les prestations photo près de Montpellier : portrait solo, duo, famille, grossesse, nouveau-né, hobby, corporate et mariage, avec leurs formules et tarifs.',
    });
    expect(await served(api, paths.contact)).toContain('href="tel:+33612345678"');

    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.adminSiteContent);
    await page.getByRole('button', { name: 'Titres et descriptions Google' }).click();
    const field = page.getByLabel('Description Google de la page « Tarifs »');
    await field.fill(description);
    // Google's result drawn as she types, and the length said without refusing.
    const result = page.getByRole('figure', { name: 'Aperçu du résultat Google de la page « Tarifs »' });
    await expect(result).toContainText(description);
    await expect(
      page.getByText(`${description.length} caractères. Bonne longueur (120 à 160 caractères).`),
    ).toBeVisible();
    // An emptied title is refused at its field, in French.
    const title = page.getByLabel('Titre Google de la page « Tarifs »');
    const kept = await title.inputValue();
    await title.fill('');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    await expect(page.getByText(siteContentMessages.seoTitle, { exact: true })).toBeVisible();
    await title.fill(kept);
    await expectNoViolations(page, 'form');
    await expectReachable(field);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();

    await page.getByRole('button', { name: 'Contact (coordonnées)' }).click();
    await page.getByLabel('Téléphone', { exact: true }).fill('04 67 00 11 22');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();

    expect(headOf(await served(api, paths.prices))).toEqual({
      title: 'Prestations et tarifs photo, Montpellier | LAPM Photographie',
      description,
    });
    const contact = await served(api, paths.contact);
    expect(contact).toContain('href="tel:+33467001122"');
    expect(contact).toContain('>04 67 00 11 22</a>');
    expect(contact).not.toContain('href="tel:+33612345678">06 12 34 56 78</a>');
  } finally {
    for (const key of ['referencement', 'contact']) await restoreFirst(api, key);
    await api.dispose();
  }
});
