import { euros, paths, type ServicePageDocument, siteContentMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { publishedPhoto } from '../support/photos';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { restoreFirst, served } from '../support/site-content';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

const OLD_BIOGRAPHY = 'avec des pellicules comptées';

/** A service page: a price and a review. A refused publish keeps what she typed. */
async function publishesAPriceAndAReview(page: Page, api: APIRequestContext, review: string, run: string) {
  await page.getByRole('button', { name: 'Portrait hobby', exact: true }).click();
  const amount = page.getByLabel('Montant en euros — Premium, Prix');
  await amount.fill('-5');
  await page.getByRole('button', { name: 'Publier' }).click();
  // Said under the field and in the bar, as a link to it.
  await expect(page.getByText(siteContentMessages.amount, { exact: true })).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveValue('-5');
  await amount.fill('279');
  await page.getByLabel('Commentaire — avis 1', { exact: true }).fill(review);

  // The preview is the public page's own drawing of the draft; back to the form, still filled.
  await page.getByRole('button', { name: 'Aperçu' }).click();
  await expect(page.getByText('Aperçu : cette version n’est pas encore publiée.')).toBeVisible();
  await expect(page.locator('#tarifs-portrait-hobby')).toBeVisible();
  await expect(page.getByText(review)).toBeVisible();
  await expect(page.getByText(euros(279, 'TTC')).first()).toBeVisible();
  await page.getByRole('button', { name: 'Retour à l’édition' }).click();
  await expect(page.getByLabel('Montant en euros — Premium, Prix')).toHaveValue('279');

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(siteContentMessages.published)).toBeVisible();
  const hobby = await served(api, paths.hobby);
  expect(hobby).toContain(euros(279, 'TTC'));
  expect(hobby).not.toContain(euros(249, 'TTC'));
  expect(hobby).toContain(run);
}

/** Her biography. */
async function publishesHerBiography(page: Page, api: APIRequestContext, biography: string) {
  await page.getByRole('button', { name: 'Qui suis-je ?' }).click();
  await page.getByLabel("Paragraphes — Tout a commencé avec l'argentique").fill(biography);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(siteContentMessages.published)).toBeVisible();
  const about = await served(api, paths.about);
  expect(about).toContain(biography);
  expect(about).not.toContain(OLD_BIOGRAPHY);
}

/** A card of /tarifs on a photo of her library. */
async function putsACardOnAPhoto(page: Page, api: APIRequestContext, alt: string, photoId: string) {
  await page.getByRole('button', { name: 'Tarifs (cartes des prestations)' }).click();
  const danse = page.getByRole('group', { name: 'Photo de fond de la carte « Séance danse »' });
  await danse.getByRole('button', { name: 'Choisir une photo pour la carte « Séance danse »' }).click();
  await danse.getByRole('button', { name: `Choisir « ${alt} »` }).click();
  await expect(danse.getByText(`Photo de la photothèque : « ${alt} »`)).toBeVisible();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(siteContentMessages.published)).toBeVisible();
  const prices = await served(api, paths.prices);
  expect(prices).toContain(`/photos/${photoId}/`);
  expect(prices).toContain(alt);
}

/** The history: restoring the biography before hers publishes it again. */
async function restoresTheOldBiography(page: Page, api: APIRequestContext, biography: string) {
  await page.getByRole('button', { name: 'Qui suis-je ?' }).click();
  const history = page.getByRole('region', { name: 'Historique des publications' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('En ligne');
  await history.getByRole('button', { name: /^Rétablir la version du/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rétablir et publier' }).click();
  await expect(page.getByText(siteContentMessages.restored)).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  const restored = await served(api, paths.about);
  expect(restored).toContain(OLD_BIOGRAPHY);
  expect(restored).not.toContain(biography);
}

test('she changes a price, a review, her biography and a card’s photo: each page’s server HTML shows it at the next request, and the old biography comes back when restored', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(String(baseURL));
  const run = Date.now().toString(36);
  const review = `Une séance au club d’escalade, des photos pleines d’énergie ${run}`;
  const biography = `Mes premières photos, prises au boîtier de mon grand-père ${run}`;
  const alt = `Danseuse au studio ${run}`;
  const photoId = await publishedPhoto(api, alt, 'danse.jpg');
  try {
    // The pages as first published, now in the server's cache.
    expect(await served(api, paths.hobby)).toContain(euros(249, 'TTC'));
    expect(await served(api, paths.about)).toContain(OLD_BIOGRAPHY);

    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.admin);
    await page.getByRole('link', { name: /^Contenu du site/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contenu du site' })).toBeVisible();

    await publishesAPriceAndAReview(page, api, review, run);
    await publishesHerBiography(page, api, biography);
    await putsACardOnAPhoto(page, api, alt, photoId);
    await restoresTheOldBiography(page, api, biography);
  } finally {
    for (const key of ['hobby', 'qui-suis-je', 'tarifs']) await restoreFirst(api, key);
    await api.dispose();
  }
});

test('she adds a question to the FAQ: the preview shows it, and once published the server’s /faq shows it with its FAQPage data', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(String(baseURL));
  const run = Date.now().toString(36);
  const question = `Puis-je venir avec mon chien ${run} ?`;
  const answer = `Oui, il est le bienvenu au studio ${run}.`;
  try {
    const before = await served(api, paths.faq);
    expect(before).toContain('Quand vais-je recevoir mes photos ?');
    expect(before).toContain('"@type":"FAQPage"');

    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.adminSiteContent);
    await page.getByRole('button', { name: 'Foire aux questions' }).click();
    await page.getByRole('button', { name: 'Ajouter une question' }).click();
    // Her FAQ form as a screen reader meets it: every question and answer named, nothing amiss.
    await expectNoViolations(page, 'form');
    await page.getByLabel('Question 11', { exact: true }).fill(question);
    await page.getByLabel('Réponse — question 11').fill(answer);

    await page.getByRole('button', { name: 'Aperçu' }).click();
    await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
    await page.getByRole('button', { name: 'Retour à l’édition' }).click();
    await expect(page.getByLabel('Réponse — question 11')).toHaveValue(answer);

    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText(siteContentMessages.published)).toBeVisible();
    const faq = await served(api, paths.faq);
    expect(faq).toContain(`>${question}</h2>`);
    const data = [...faq.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g)].flatMap(
      (match) => JSON.parse(match[1] ?? '[]') as { '@type': string; mainEntity?: unknown[] }[],
    );
    const entities = data.find((node) => node['@type'] === 'FAQPage')?.mainEntity ?? [];
    expect(entities).toHaveLength(11);
    expect(entities.at(-1)).toEqual({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    });
  } finally {
    await restoreFirst(api, 'faq');
    await api.dispose();
  }
});

test('she sees what a publish changed and undoes one change: its price comes back, the rest of the page stays', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(String(baseURL));
  const run = Date.now().toString(36);
  const title = `Portrait duo ${run}`;
  try {
    // A publish with two changes: the page's title and a price.
    const online = (
      (await (await api.get('/api/site-content/duo')).json()) as { data: { document: ServicePageDocument } }
    ).data.document;
    const document = structuredClone(online);
    document.title = title;
    const lines = Object.values(document.prices.table).find((list) =>
      list?.some((entry) => 'amount' in entry),
    );
    const line = lines?.find((entry) => 'amount' in entry) as { amount: number; tax: 'TTC' | 'HT' };
    const price = line.amount;
    line.amount = 9_876;
    expect((await api.post('/api/admin/site-content/duo', { data: { document } })).ok()).toBe(true);
    expect(await served(api, paths.duo)).toContain(euros(9_876, line.tax));

    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.adminSiteContent);
    await page.getByRole('button', { name: 'Portrait duo' }).click();
    const history = page.getByRole('region', { name: 'Historique des publications' });
    await history.getByRole('listitem').first().getByText('Voir les modifications').click();
    const undo = history.getByRole('button', { name: /^Annuler la modification de « Montant en euros/ });
    await expect(undo).toHaveCount(1);
    await expect(history.getByText(`Après : ${title}`)).toBeVisible();
    await expect(history.getByText(`Avant : ${price}`, { exact: true })).toBeVisible();
    await expect(history.getByText('Après : 9876', { exact: true })).toBeVisible();
    await expectNoViolations(page, '#site-content-history');

    await expectReachable(undo);
    await undo.click();
    await expect(page.getByRole('alertdialog')).toContainText('le reste de la page ne change pas');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rétablir et publier' }).click();
    await expect(page.getByText(siteContentMessages.blockRestored)).toBeVisible();
    const duo = await served(api, paths.duo);
    expect(duo).toContain(euros(price, line.tax));
    expect(duo).not.toContain(euros(9_876, line.tax));
    expect(duo).toContain(title);
  } finally {
    await restoreFirst(api, 'duo');
    await api.dispose();
  }
});
