import {
  addDays,
  adminEditAlbumPath,
  defaultContact,
  frenchDayInWords,
  galleryPath,
  paths,
  phoneE164,
  studioDay,
} from '@lapm/contracts';
import sharp from 'sharp';
import { adminApi, e2eAdmin } from '../support/accounts';
import { createAlbum, registeredClient, uploadPhotos } from '../support/albums';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { type APIRequestContext, expect, test } from '../support/test';

/**
 * Nothing a typo can destroy: a past last day is asked before it is saved, a deleted photo comes
 * back from the Corbeille, and the client of an ended album is told so, not shown nothing.
 */

const today = () => studioDay(new Date());

// Each test sets up its own client and album through the API, on a machine shared with others.
test.describe.configure({ timeout: 90_000 });

const link = 'https://galerie.e2e.lapm.test/attente';
const date = '21/06/2024';

async function albumWithPhotos(api: APIRequestContext, userId: number, code: string, names: string[]) {
  const albumId = await createAlbum(api, userId, { code, link, date });
  const photos = await Promise.all(
    names.map(async (name, index) => ({
      name,
      data: await sharp({
        create: { width: 400, height: 300, channels: 3, background: { r: 40 * index, g: 120, b: 200 } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
  await uploadPhotos(api, albumId, photos);
  return albumId;
}

test('a last day typed in the past is asked first, naming the album, its photos and the day', async ({
  page,
  baseURL,
}) => {
  const url = baseURL as string;
  const api = await adminApi(url);
  const client = await registeredClient(api, 'corbeille');
  const albumId = await albumWithPhotos(api, client.id, 'mariage-juin', ['A.jpg', 'B.jpg', 'C.jpg']);
  await logInThroughApi(page, url, e2eAdmin.email, e2eAdmin.password);
  await page.goto(adminEditAlbumPath(albumId));

  const lastDay = addDays(today(), -2);
  await page.getByLabel('Fin de disponibilité (facultative)').fill(lastDay);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Retirer les photos de cet album ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`les 3 photos de l’album n° ${albumId} (Éloïse Garnier)`);
  // Its grace days (30) are not over: they go then.
  await expect(dialog).toContainText(`passeront à la Corbeille le ${frenchDayInWords(addDays(lastDay, 31))}`);

  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Fin de disponibilité (facultative)')).toHaveValue(lastDay);
  const album = (await (await api.get(`/api/album/${albumId}`)).json()) as {
    data: { available_until: string | null; photo_count: number };
  };
  expect(album.data).toMatchObject({ available_until: null, photo_count: 3 });

  // Confirmed, it is saved, and the list says when the photos go.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await dialog.getByRole('button', { name: 'Enregistrer quand même' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.adminAlbums}$`));
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByText(`Album n° ${albumId}`, { exact: true }) });
  await expect(card).toContainText(`le ${frenchDayInWords(addDays(lastDay, 31))} (3 photos)`);
  await api.dispose();
});

test('a deleted photo comes back from the Corbeille', async ({ page, baseURL }) => {
  const url = baseURL as string;
  const api = await adminApi(url);
  const client = await registeredClient(api, 'corbeille');
  const albumId = await albumWithPhotos(api, client.id, 'bapteme-mai', ['BAPTEME_01.jpg', 'BAPTEME_02.jpg']);
  await logInThroughApi(page, url, e2eAdmin.email, e2eAdmin.password);
  await page.goto(adminEditAlbumPath(albumId));
  const grid = page.getByRole('list', { name: 'Photos de la séance' });
  await grid.getByRole('button', { name: 'Supprimer « BAPTEME_02.jpg »' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(grid.getByText('BAPTEME_02.jpg')).toHaveCount(0);

  await page.goto(paths.adminAlbums);
  const trash = page.getByRole('list', { name: 'Photos dans la Corbeille' });
  await expect(trash).toContainText(`« BAPTEME_02.jpg », album n° ${albumId}`);
  await trash.getByRole('button', { name: 'Restaurer « BAPTEME_02.jpg »' }).click();
  await expect(page.getByText('Photo restaurée dans son album.')).toBeVisible();
  await expect(page.getByText(`« BAPTEME_02.jpg », album n° ${albumId}`)).toHaveCount(0);

  await page.goto(adminEditAlbumPath(albumId));
  await expect(grid.getByText('BAPTEME_02.jpg')).toBeVisible();
  await api.dispose();
});

test('a deleted album comes back whole from the Corbeille in one click, its photos with it', async ({
  page,
  baseURL,
}) => {
  const url = baseURL as string;
  const api = await adminApi(url);
  const client = await registeredClient(api, 'corbeille');
  const names = ['MARIAGE_01.jpg', 'MARIAGE_02.jpg', 'MARIAGE_03.jpg'];
  const albumId = await albumWithPhotos(api, client.id, 'mariage-entier-e2e', names);
  const deleted = await api.delete('/api/album', { data: { id_album: albumId, confirm_removal: true } });
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await logInThroughApi(page, url, e2eAdmin.email, e2eAdmin.password);

  const restoreName = `Restaurer l’album n° ${albumId} (Éloïse Garnier)`;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(paths.adminAlbums);
    const albums = page.getByRole('list', { name: 'Albums supprimés dans la Corbeille' });
    const album = albums.getByRole('listitem').filter({ hasText: `Album n° ${albumId} (` });
    await expect(album).toContainText(`Album n° ${albumId} (Éloïse Garnier) : 3 photos`);
    await expect(album).toContainText('encore 30 jours pour le restaurer');
    // Its photos have no button of their own.
    await expect(page.getByRole('button', { name: 'Restaurer « MARIAGE_01.jpg »' })).toHaveCount(0);
    await expectReachable(album.getByRole('button', { name: restoreName }));
    await expectNoViolations(page, 'section[aria-labelledby="trash"]');
  }
  await page.getByRole('button', { name: restoreName }).click();
  await expect(
    page.getByText(`Album n° ${albumId} (Éloïse Garnier) restauré avec ses 3 photos.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: restoreName })).toHaveCount(0);

  await page.goto(adminEditAlbumPath(albumId));
  const grid = page.getByRole('list', { name: 'Photos de la séance' });
  for (const name of names) await expect(grid.getByText(name)).toBeVisible();
  await expect(page.getByLabel("Code d'accès")).toHaveValue('mariage-entier-e2e');
  await api.dispose();
});

test('the client of an ended album sees it « Expiré le … » and how to reach the studio, on her card, at its address and after its code', async ({
  page,
  browser,
  baseURL,
}) => {
  const url = baseURL as string;
  const api = await adminApi(url);
  const client = await registeredClient(api, 'corbeille');
  const albumId = await createAlbum(api, client.id, { code: 'naissance-avril', link, date });
  const lastDay = addDays(today(), -3);
  const ended = await api.put('/api/album', {
    data: {
      id: albumId,
      user_id: client.id,
      date,
      access_code: 'naissance-avril',
      lien: link,
      confirm_unproved_owner: true,
      available_until: lastDay,
    },
  });
  expect(ended.ok(), await ended.text()).toBe(true);
  const expired = `Expiré le ${frenchDayInWords(lastDay)}`;
  const contact = `Pour retrouver ces photos, contactez le studio : ${defaultContact.email} ou ${defaultContact.phone}.`;

  await logInThroughApi(page, url, client.email, client.password);
  await page.goto(paths.myAlbums);
  const card = page.getByRole('listitem').filter({ hasText: `Séance n° ${albumId}` });
  await expect(card.getByText(expired)).toBeVisible();
  await expect(card.getByText(contact)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Consulter' })).toHaveCount(0);
  // Whom to ask, one tap away: her e-mail and her phone.
  await expect(card.getByRole('link', { name: defaultContact.email })).toHaveAttribute(
    'href',
    `mailto:${defaultContact.email}`,
  );
  await expect(card.getByRole('link', { name: defaultContact.phone })).toHaveAttribute(
    'href',
    `tel:${phoneE164(defaultContact.phone)}`,
  );

  // Her gallery's own address says so too, where it asked her for the code.
  await page.goto(galleryPath(albumId));
  await expect(page.getByText(`${expired}. ${contact}`)).toBeVisible();
  await expect(page.getByLabel("Code d'accès")).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: defaultContact.email, exact: true }),
  ).toBeVisible();

  // A guest with the code, in a browser of her own.
  const guest = await browser.newPage();
  await guest.goto(`${url}${galleryPath(albumId)}`);
  await guest.getByLabel("Code d'accès").fill('mauvais-code');
  await guest.getByRole('button', { name: 'Ouvrir la galerie' }).click();
  await expect(guest.getByRole('alert')).toHaveText('Code d’accès incorrect.');
  await guest.getByLabel("Code d'accès").fill('naissance-avril');
  await guest.getByRole('button', { name: 'Ouvrir la galerie' }).click();
  await expect(guest.getByText(`${expired}. ${contact}`)).toBeVisible();
  await expect(guest.getByLabel("Code d'accès")).toHaveCount(0);
  await guest.close();
  await api.dispose();
});
