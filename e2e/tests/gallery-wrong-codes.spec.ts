import { galleryPath } from '@lapm/contracts';
import { startServerWithOutbox } from '../support/outbox';
import { accessCode, clientWithAlbums, phone } from '../support/seance';
import { expect, test } from '../support/test';

/** Wrong access codes from one address, on a server of its own with the limits on. */

test('an address that tried twenty wrong codes is slowed, not shut out: the right code still opens', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Its own server with the limits on (the suite's server runs without them).
  const { server } = await startServerWithOutbox('limits');
  try {
    // Ten on each of two albums: past ten on one album, wrong codes are only slowed down.
    const { albums } = await clientWithAlbums(server.url, 'limite', 2);
    const albumId = albums[0] as number;
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await page.request.post(`${server.url}/api/galleries/${albums[attempt % 2]}/access`, {
        data: { code: `essai-${attempt}` },
        headers: { Origin: server.url },
      });
      expect(response.status()).toBe(401);
    }
    // From that address (a venue's Wi-Fi shared by the guests), the right code waits, then opens.
    await page.goto(`${server.url}${galleryPath(albumId)}`);
    await page.getByLabel("Code d'accès").fill(accessCode);
    await page.getByRole('button', { name: 'Ouvrir la galerie' }).click();
    await expect(page.getByText('Vos photos arrivent bientôt.')).toBeVisible();
    await expect(page.getByLabel("Code d'accès")).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
  }
});
