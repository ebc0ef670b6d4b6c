import { adminEditAlbumPath, galleryPath } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { createAlbum, type RegisteredClient, registeredClient, uploadPhotos } from '../support/albums';
import { expectNoViolationsOnPage } from '../support/axe';
import { takeWithKeyboard } from '../support/drag';
import { pageLoggedInAs } from '../support/login';
import { albumPhotosReady, seanceJpeg } from '../support/photos';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * A wedding in chapters: the photographer makes « Préparatifs » and « Cérémonie » on the album's
 * screen, puts the photos in them and orders photos and chapters with the buttons, keyboard
 * included; the bride on her phone finds the chapters as a menu over the grid, taps one and lands
 * on its heading, clear of the header and the menu.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const desktop = { viewport: { width: 1280, height: 800 } };
const names = ['MARIAGE_1.jpg', 'MARIAGE_2.jpg', 'MARIAGE_3.jpg', 'MARIAGE_4.jpg'];
/** When the camera took each, not in the names' order: two bodies, one clock. */
const takenAt = ['2025:06:14 16:40:00', '2025:06:14 16:30:00', '2025:06:14 16:50:00', '2025:06:14 16:20:00'];

let albumId: number;
let client: RegisteredClient;

async function photo(seed: number) {
  return seanceJpeg(600, 400, seed)
    .withExif({ IFD0: { Make: 'Nikon' }, IFD2: { DateTimeOriginal: takenAt[seed] ?? '' } })
    .toBuffer();
}

/** The file names a list of the album screen shows, in order. */
const fileNames = (list: Locator) =>
  list
    .locator('li')
    .evaluateAll((items) => items.map((item) => /MARIAGE_\d\.jpg/.exec(item.textContent ?? '')?.[0] ?? ''));

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(150_000);
  const api = await adminApi(baseURL ?? '');
  try {
    client = await registeredClient(api, 'chapitres');
    albumId = await createAlbum(api, client.id, {
      code: `Chapitres-${Date.now().toString(36)}`,
      link: 'https://galerie.e2e.lapm.test/chapitres',
    });
    await uploadPhotos(
      api,
      albumId,
      await Promise.all(names.map(async (name, index) => ({ name, data: await photo(index) }))),
    );
    await albumPhotosReady(api, albumId, names.length);
  } finally {
    await api.dispose();
  }
});

async function addChapter(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Nouveau chapitre' }).fill(title);
  await page.getByRole('button', { name: 'Ajouter le chapitre' }).click();
  await expect(page.getByRole('heading', { name: title, level: 4 })).toBeVisible();
}

async function moveTo(page: Page, name: string, chapter: string) {
  await page.getByRole('combobox', { name: `Chapitre de ${name}` }).selectOption({ label: chapter });
  await page.getByRole('button', { name: `Déplacer ${name}` }).click();
  await expect(page.getByRole('list', { name: `Photos du chapitre « ${chapter} »` })).toContainText(name);
}

/** Space takes the handle, an arrow moves it, Space drops: each key once the last is told. */
async function dragByKeyboard(page: Page, handle: string, arrow: string, told: string) {
  await takeWithKeyboard(page, page.getByRole('button', { name: handle }));
  await page.keyboard.press(arrow);
  await expect(page.getByText(told)).toBeAttached();
  await page.keyboard.press('Space');
}

/** One click sorts every chapter by file name, another by the time the camera took each photo. */
async function sortInOneClick(page: Page, preparations: Locator, ceremony: Locator) {
  await page.getByRole('button', { name: 'Trier par nom de fichier' }).click();
  await expect.poll(() => fileNames(ceremony)).toEqual(['MARIAGE_3.jpg', 'MARIAGE_4.jpg']);
  await page.getByRole('button', { name: 'Trier par date de prise de vue' }).click();
  await expect(page.getByText(/^Photos triées par date de prise de vue dans chaque chapitre/)).toBeVisible();
  await expect.poll(() => fileNames(preparations)).toEqual(['MARIAGE_2.jpg', 'MARIAGE_1.jpg']);
  await expect.poll(() => fileNames(ceremony)).toEqual(['MARIAGE_4.jpg', 'MARIAGE_3.jpg']);
}

/** The album screen's chapter controls, each in reach of a thumb, and no axe violation. */
async function expectAdminControlsReachable(page: Page) {
  for (const size of [desktop.viewport, phone.viewport]) {
    await page.setViewportSize(size);
    for (const name of [
      'Ajouter le chapitre',
      'Trier par nom de fichier',
      'Trier par date de prise de vue',
      'Monter le chapitre « Préparatifs »',
      'Descendre MARIAGE_1.jpg',
      'Glisser MARIAGE_2.jpg',
      'Glisser le chapitre « Cérémonie »',
      'Déplacer MARIAGE_3.jpg',
    ]) {
      await expectReachable(page.getByRole('button', { name }));
    }
    await expectNoViolationsOnPage(page, `album screen at ${size.width} px`);
  }
}

test('the photographer groups the photos in chapters and orders them, keyboard included', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const url = baseURL ?? '';
  const page = await pageLoggedInAs(browser, url, e2eAdmin, desktop);
  await page.goto(`${url}${adminEditAlbumPath(albumId)}`);
  await expect(page.getByRole('heading', { name: 'Chapitres et ordre des photos' })).toBeVisible();
  await addChapter(page, 'Préparatifs');
  await addChapter(page, 'Cérémonie');
  await moveTo(page, 'MARIAGE_1.jpg', 'Préparatifs');
  await moveTo(page, 'MARIAGE_2.jpg', 'Préparatifs');
  await moveTo(page, 'MARIAGE_3.jpg', 'Cérémonie');
  await moveTo(page, 'MARIAGE_4.jpg', 'Cérémonie');
  const preparations = page.getByRole('list', { name: 'Photos du chapitre « Préparatifs »' });
  expect(await fileNames(preparations)).toEqual(['MARIAGE_1.jpg', 'MARIAGE_2.jpg']);

  // With the keyboard: the first photo goes down a step, then the chapter « Préparatifs » does.
  await page.getByRole('button', { name: 'Descendre MARIAGE_1.jpg' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => fileNames(preparations)).toEqual(['MARIAGE_2.jpg', 'MARIAGE_1.jpg']);
  await page.getByRole('button', { name: 'Descendre le chapitre « Préparatifs »' }).focus();
  await page.keyboard.press('Enter');
  const titles = page.getByRole('heading', { level: 4 });
  await expect(titles).toHaveText(['Sans chapitre', 'Cérémonie', 'Préparatifs']);
  // A chapter dragged by its handle from the keyboard, then put back with its button.
  await dragByKeyboard(
    page,
    'Glisser le chapitre « Préparatifs »',
    'ArrowUp',
    'Chapitre « Préparatifs » à la place de « Cérémonie ».',
  );
  await expect(titles).toHaveText(['Sans chapitre', 'Préparatifs', 'Cérémonie']);
  await page.getByRole('button', { name: 'Descendre le chapitre « Préparatifs »' }).click();
  await expect(titles).toHaveText(['Sans chapitre', 'Cérémonie', 'Préparatifs']);

  // Dragged by its handle from the keyboard (Space, arrow, Space), then with the mouse.
  const ceremony = page.getByRole('list', { name: 'Photos du chapitre « Cérémonie »' });
  await dragByKeyboard(
    page,
    'Glisser MARIAGE_3.jpg',
    'ArrowDown',
    'MARIAGE_3.jpg à la place de MARIAGE_4.jpg.',
  );
  await expect.poll(() => fileNames(ceremony)).toEqual(['MARIAGE_4.jpg', 'MARIAGE_3.jpg']);
  await preparations.scrollIntoViewIfNeeded();
  const handle = await page.getByRole('button', { name: 'Glisser MARIAGE_1.jpg' }).boundingBox();
  const target = await page.getByRole('button', { name: 'Glisser MARIAGE_2.jpg' }).boundingBox();
  if (!handle || !target) throw new Error('no handle on screen');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 8, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 - 10, { steps: 10 });
  await expect(page.getByText('MARIAGE_1.jpg à la place de MARIAGE_2.jpg.')).toBeAttached();
  await page.mouse.up();
  await expect.poll(() => fileNames(preparations)).toEqual(['MARIAGE_1.jpg', 'MARIAGE_2.jpg']);

  await sortInOneClick(page, preparations, ceremony);
  await expectAdminControlsReachable(page);
  await page.context().close();
});

test('the bride on her phone taps a chapter of the menu and lands on its heading', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const page = await pageLoggedInAs(browser, url, client, phone);
  await openPage(page, galleryPath(albumId));
  const menu = page.getByRole('navigation', { name: 'Chapitres' });
  await expect(menu.getByRole('link')).toHaveText(['Cérémonie', 'Préparatifs']);
  for (const link of await menu.getByRole('link').all()) await expectReachable(link);
  await expectNoViolationsOnPage(page, 'gallery at 390 px');

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await menu.getByRole('link', { name: 'Préparatifs' }).tap();
  await expect(page).toHaveURL(/#chapitre-\d+$/);
  const heading = page.getByRole('heading', { name: 'Préparatifs', level: 2 });
  // Where the link lands: on screen, below the sticky menu, and the element at its centre.
  await expect
    .poll(() =>
      heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const nav = document.querySelector('nav[aria-label="Chapitres"]')?.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          onScreen: box.top >= 0 && box.bottom <= innerHeight,
          belowMenu: nav !== undefined && box.top >= nav.bottom - 1,
          atCentre: hit !== null && (hit === element || element.contains(hit)),
        };
      }),
    )
    .toEqual({ onScreen: true, belowMenu: true, atCentre: true });
  // The menu stays over the grid, its links still in reach.
  await expectReachable(menu.getByRole('link', { name: 'Cérémonie' }));
  await expect(page.getByRole('list', { name: 'Photos : Préparatifs' }).getByRole('listitem')).toHaveCount(2);
  // In her order: « Cérémonie » first, MARIAGE_4 before MARIAGE_3.
  await expect(
    page
      .getByRole('list', { name: 'Photos : Cérémonie' })
      .getByRole('link', { name: /^Agrandir/ })
      .first(),
  ).toHaveAttribute('aria-label', /MARIAGE_4/);

  await page.setViewportSize(desktop.viewport);
  for (const link of await menu.getByRole('link').all()) await expectReachable(link);
  await expectNoViolationsOnPage(page, 'gallery at 1280 px');
  await page.context().close();
});
