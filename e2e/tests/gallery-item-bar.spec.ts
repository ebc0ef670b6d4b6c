import { galleryPath } from '@lapm/contracts';
import { openDownloads } from '../support/albums';
import { expectNoViolationsOnPage } from '../support/axe';
import { pageLoggedInAs } from '../support/login';
import { seanceForFile } from '../support/photos';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { type APIRequestContext, expect, test } from '../support/test';

/**
 * Under a portrait beside a landscape (the narrowest box of a row on a phone), the owner's links
 * keep to one line: « Web » and « HD » under the photo, « Masquer aux invités » as an eye on its
 * corner; each reachable, nothing wider than the screen (a chapter too), the page clean under
 * axe, on a phone and a wide screen.
 */
const files = [
  { name: 'BARRE_PORTRAIT.jpg', width: 400, height: 600 },
  { name: 'BARRE_PAYSAGE.jpg', width: 900, height: 600 },
  { name: 'BARRE_PORTRAIT_2.jpg', width: 400, height: 600 },
];
/** Downloads on, and the last photo in a chapter: its grid sits in a grid of its own. */
async function downloadsAndAChapter(admin: APIRequestContext, id: number) {
  await openDownloads(admin, id);
  // A chapter: its grids sit in a grid of their own, which must not grow wider than the page.
  const chapter = await admin.post(`/api/admin/albums/${id}/chapters`, { data: { title: 'Soirée' } });
  const chapterId = ((await chapter.json()) as { chapter: { id: number } }).chapter.id;
  const listed = (await (await admin.get(`/api/admin/albums/${id}/photos`)).json()) as {
    photos: { id: string; fileName: string }[];
  };
  const last = listed.photos.find((photo) => photo.fileName === 'BARRE_PORTRAIT_2.jpg');
  const moved = await admin.put(`/api/admin/albums/${id}/photos/${last?.id}/chapter`, {
    data: { chapterId },
  });
  expect(moved.ok()).toBe(true);
}

const seance = seanceForFile(
  'barre-photo',
  { code: 'barre-photo-2025', link: 'https://galerie.e2e.lapm.test/barre' },
  files,
  { more: downloadsAndAChapter },
);

for (const width of [390, 1280]) {
  test(`at ${width} px, the links under a portrait keep to one line and every control is reachable`, async ({
    browser,
    baseURL,
  }) => {
    const page = await pageLoggedInAs(browser, baseURL ?? '', seance.client, {
      viewport: { width, height: 844 },
      ...(width < 600 && { isMobile: true, hasTouch: true }),
    });
    await openPage(page, galleryPath(seance.albumId));
    await expect(page.getByRole('heading', { level: 2, name: 'Soirée' })).toBeVisible();
    for (const { name } of files) {
      const web = page.getByRole('link', { name: `Télécharger ${name} en taille web` });
      const high = page.getByRole('link', { name: `Télécharger ${name} en haute résolution (HD)` });
      const hide = page.getByRole('button', { name: `Masquer aux invités : ${name}` });
      await expect(web).toBeVisible();
      // Read together, until both are drawn: the app takes over the server's first screen meanwhile.
      await expect
        .poll(
          async () => {
            const [webBox, highBox] = [await web.boundingBox(), await high.boundingBox()];
            return webBox && highBox && Math.abs(webBox.y - highBox.y);
          },
          { message: `${name}: one line` },
        )
        .toBeLessThan(2);
      for (const control of [web, high, hide, page.getByRole('button', { name: `Favori : ${name}` })]) {
        await expectReachable(control);
      }
    }
    // Nothing wider than the screen: no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolationsOnPage(page, `galerie à ${width} px`);
    await page.context().close();
  });
}
