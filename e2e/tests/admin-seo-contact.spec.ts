import { paths, siteContentMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { expectEmptiedFieldRefused, headOf, restoreFirst, served } from '../support/site-content';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/** A page's footer, as the server sends it. */
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'), html.lastIndexOf('</footer>'));

/** The studio node of a page's structured data. */
function studioNodeOf(html: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .flatMap((block) => JSON.parse(block[1] ?? '[]') as Record<string, unknown>[])
    .find((node) => node['@type'] === 'ProfessionalService');
}

/**
 * Every page's footer and structured data give the published details, of the marketing pages and the
 * others (the blog); the browser's footer is the server's, the app starting with the same details.
 */
async function expectContactEverywhere(api: APIRequestContext, page: Page, email: string) {
  for (const path of [paths.prices, paths.blog]) {
    const html = await served(api, path);
    const footer = footerOf(html);
    expect(footer).toContain(`href="mailto:${email}"`);
    expect(footer).toContain('href="tel:+33467001122"');
    expect(footer).not.toContain('06 12 34 56 78');
    expect(studioNodeOf(html)).toMatchObject({ email, telephone: '+33467001122' });
  }
  await openPage(page, paths.prices);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Appeler : 04 67 00 11 22' })).toHaveAttribute(
    'href',
    'tel:+33467001122',
  );
  await expect(footer.getByRole('link', { name: `Écrire un e-mail : ${email}` })).toBeVisible();
}

test('she changes /tarifs’ Google description and the contact phone and e-mail, publishes, and the server’s pages show them, footer and structured data included', async ({
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
    expect(studioNodeOf(before)).toMatchObject({ telephone: '+33612345678' });

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
    await expectEmptiedFieldRefused(
      page,
      page.getByLabel('Titre Google de la page « Tarifs »'),
      siteContentMessages.seoTitle,
    );
    await expectNoViolations(page, 'form');
    await expectReachable(field);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();

    await page.getByRole('button', { name: 'Contact (coordonnées)' }).click();
    await page.getByLabel('Téléphone', { exact: true }).fill('04 67 00 11 22');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(`bonjour-${run}@laure-anne-photo.fr`);
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
    await expectContactEverywhere(api, page, `bonjour-${run}@laure-anne-photo.fr`);
  } finally {
    for (const key of ['referencement', 'contact']) await restoreFirst(api, key);
    await api.dispose();
  }
});
