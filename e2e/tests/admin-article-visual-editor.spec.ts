import { blogArticlePath, paths } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { chooseCover, writeInMarkdown } from '../support/articles';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { publishedPhoto } from '../support/photos';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test';

// Unique per run: the server keeps its data folder for the whole run of the suite.
const run = Date.now().toString(36);
const alt = `Un couple rit sous un olivier ${run}`;
const visual = { title: `Le jour J en visuel ${run}`, slug: `le-jour-j-en-visuel-${run}` };
const typed = { title: `Le jour J en Markdown ${run}`, slug: `le-jour-j-en-markdown-${run}` };
/** The photo's caption field, named by the photo it is under. */
const captionField = (page: Page) =>
  page.getByLabel(`Légende (facultative) de la photo « ${alt} »`, { exact: true });
const markdownOf = (photoId: string) =>
  [
    '## Le jour J',
    'Une lumière douce, puis [contactez-moi](/contacts).',
    '- Des bottes\n- Un goûter',
    `![${alt}](/photos/${photoId} "Sous l’olivier.")`,
    '{{formules: feel-good, toi-et-moi}}',
  ].join('\n\n');

/** Every control of the editor, by a thumb and by a mouse, and axe on the text's field. */
async function checkScreens(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const name of ['Visuel', 'Markdown', 'Intertitre', 'Liste', 'Lien', 'Photo', 'Formules']) {
      const button = page.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      await expectReachable(button);
    }
    await expectReachable(page.getByRole('checkbox', { name: 'Feel Good (Solo)' }));
    await expectReachable(captionField(page));
    await expectNoViolations(page, 'div:has(> #article-markdown-label)');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Writes the article with the toolbar and the keyboard: heading, link, list, library photo. */
async function writeVisually(page: Page) {
  const area = page.getByRole('textbox', { name: 'Texte de l’article' });
  const tool = (name: string) =>
    page.getByRole('toolbar', { name: 'Mise en forme du texte' }).getByRole('button', { name, exact: true });
  await area.click();
  await tool('Intertitre').click();
  await expect(tool('Intertitre')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Le jour J');
  await page.keyboard.press('Enter');
  await expect(tool('Intertitre')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('Une lumière douce, puis contactez-moi');
  for (let i = 0; i < 'contactez-moi'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await tool('Lien').click();
  await page.getByLabel('Adresse du lien').fill('/contacts');
  await page.getByLabel('Adresse du lien').press('Enter');
  await expect(area.getByRole('link', { name: 'contactez-moi' })).toHaveAttribute('href', '/contacts');
  // The editor takes the focus back from the link's field a moment after it closes: keys pressed
  // before then would land elsewhere, and the next word would replace the selected link.
  await expect(area).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await tool('Liste').click();
  await expect(tool('Liste')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Des bottes');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Un goûter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool('Photo').click();
  const picker = page.getByRole('region', { name: 'Photos publiées de la photothèque' });
  await picker.getByLabel('Rechercher une photo').fill(run);
  await picker.getByLabel('Rechercher une photo').press('Enter');
  await picker.getByRole('button', { name: `Insérer « ${alt} »` }).click();
  await expect(area.getByText(`Photo : ${alt}`)).toBeVisible();
  await captionField(page).fill('Sous l’olivier.');
}

async function writeAndSchedule(browser: Browser, baseURL: string, photoId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInThroughApi(page, baseURL, e2eAdmin.email, e2eAdmin.password);
  await openPage(page, paths.admin);
  await page.getByRole('link', { name: /^Articles/ }).click();
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await page.getByLabel('Titre', { exact: true }).fill(visual.title);
  await page.getByLabel('Date de publication', { exact: true }).fill('2999-01-01');
  await page.getByLabel('Chapeau (texte de la carte et introduction)').fill('Un mariage sous les oliviers.');
  await chooseCover(page, alt);
  await writeVisually(page);
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('Brouillon : l’article n’est pas sur le blog.')).toBeVisible();

  // On the saved article, the offer cards: each tick is kept by the draft's autosave.
  await page.getByRole('textbox', { name: 'Texte de l’article' }).press('Control+End');
  await page.getByRole('button', { name: 'Formules', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Feel Good (Solo)' }).check();
  await page.getByRole('checkbox', { name: 'Toi & Moi (Couple)' }).check();
  await expect(page.getByText('Brouillon enregistré')).toBeVisible();
  await checkScreens(page);

  // What the visual editor stores is the Markdown subset, as typed by hand.
  await writeInMarkdown(page);
  await expect(page.getByLabel('Texte de l’article (Markdown)')).toHaveValue(markdownOf(photoId));
  await page.getByRole('button', { name: 'Visuel', exact: true }).click();

  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText(/^Programmé pour le 01\/01\/2999/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(
    page.getByText(`En ligne à l’adresse ${blogArticlePath(visual.slug)}. Article publié.`),
  ).toBeVisible();
  return page;
}

/** The same text typed as Markdown, through the API, published. */
async function typedArticle(api: APIRequestContext, photoId: string, cover: unknown): Promise<number> {
  const created = await api.post('/api/admin/articles', {
    data: {
      ...typed,
      published: '2025-10-01',
      description: 'Un mariage sous les oliviers.',
      cover,
      markdown: markdownOf(photoId),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  expect((await api.post(`/api/admin/articles/${id}/publish`)).ok()).toBe(true);
  return id;
}

/** The article's body on its public page: the blocks' HTML, as a visitor's browser has it. */
async function publicBody(browser: Browser, slug: string): Promise<string> {
  const visitor = await (await browser.newContext()).newPage();
  await openPage(visitor, blogArticlePath(slug));
  const heading = visitor.getByRole('heading', { level: 2, name: 'Le jour J' });
  await expect(heading).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Feel Good/ })).toBeVisible();
  const body = await heading.locator('..').innerHTML();
  await visitor.context().close();
  return body;
}

test('an article written in the visual editor, scheduled then published now, reads on the blog as its Markdown does', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no baseURL');
  const api = await adminApi(baseURL);
  const photoId = await publishedPhoto(api, alt, 'olivier-visuel.jpg');
  const published: number[] = [];
  try {
    const page = await writeAndSchedule(browser, baseURL, photoId);
    const id = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    published.push(id);
    const { cover } = (await (await api.get(`/api/admin/articles/${id}`)).json()).data;
    published.push(await typedArticle(api, photoId, cover));

    const fromEditor = await publicBody(browser, visual.slug);
    const fromMarkdown = await publicBody(browser, typed.slug);
    expect(fromEditor).toContain(`/photos/${photoId}/`);
    expect(fromEditor).toContain('Sous l’olivier.');
    expect(fromEditor).toBe(fromMarkdown);
  } finally {
    // Off the blog again: the blog's own spec counts the five articles it lists.
    for (const id of published) await api.post(`/api/admin/articles/${id}/unpublish`);
    await api.dispose();
  }
});

test('the admin’s other screens do not load the editor', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('no baseURL');
  const page = await (await browser.newContext()).newPage();
  await logInThroughApi(page, baseURL, e2eAdmin.email, e2eAdmin.password);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await openPage(page, paths.admin);
  await page.getByRole('link', { name: /^Articles/ }).click();
  await expect(page.getByRole('link', { name: 'Nouvel article' })).toBeVisible();
  const before = scripts.length;
  const editorScripts = async () =>
    (
      await Promise.all(
        scripts.map(async (url) =>
          (await (await page.request.get(url)).text()).includes('ProseMirror') ? url : null,
        ),
      )
    ).filter(Boolean);
  expect(await editorScripts()).toEqual([]);
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await expect(page.getByRole('textbox', { name: 'Texte de l’article' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  expect((await editorScripts()).length).toBeGreaterThan(0);
});
