import { paths, siteContentMessages } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { expectNoViolations } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { restoreFirst, served } from '../support/site-content';
import { expect, type Page, test } from '../support/test';

const LAST = 'Vos photos dans une galerie privée';

/** The section's controls, each in reach of a thumb, and no axe violation, on a phone and a desktop. */
async function expectSectionControlsReachable(page: Page, heading: string) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const name of [
      `Déplacer la section « ${heading} »`,
      `Retirer la section « ${heading} »`,
      'Ajouter une section',
    ]) {
      const control = page.getByRole('button', { name });
      // Scrolled to the middle as her thumb would: the bar of « Publier » stays over the bottom of the screen.
      await control.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expectReachable(control);
    }
    await expectNoViolations(page, 'main');
  }
}

/** A publish, and the server's HTML of the hobby page after it. */
async function publish(page: Page, api: Parameters<typeof served>[0]) {
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText(siteContentMessages.published)).toBeVisible();
  return served(api, paths.hobby);
}

test('she adds a section to a service page, moves it up from the keyboard, publishes it, then removes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(String(baseURL));
  const run = Date.now().toString(36);
  const heading = `Le matériel à apporter ${run}`;
  try {
    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    await openPage(page, paths.adminSiteContent);
    await page.getByRole('button', { name: 'Portrait hobby', exact: true }).click();
    await page.getByRole('button', { name: 'Ajouter une section' }).click();
    const title = page.getByLabel('Intertitre — 5', { exact: true });
    await expect(title).toBeFocused();
    await title.fill(heading);
    await page.getByLabel(`Paragraphes — ${heading}`).fill('Votre équipement, votre tenue, votre sourire.');

    const handle = page.getByRole('button', { name: `Déplacer la section « ${heading} »` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`Section « ${heading} » à la place de « ${LAST} ».`)).toBeAttached();
    await page.keyboard.press('Space');
    await expectSectionControlsReachable(page, heading);

    const added = await publish(page, api);
    expect(added.indexOf(heading)).toBeGreaterThan(-1);
    expect(added.indexOf(heading)).toBeLessThan(added.indexOf(LAST));

    await page.getByRole('button', { name: `Retirer la section « ${heading} »` }).click();
    await page.getByRole('button', { name: `Oui, retirer la section « ${heading} »` }).click();
    expect(await served(api, paths.hobby)).toContain(heading);
    expect(await publish(page, api)).not.toContain(heading);
  } finally {
    await restoreFirst(api, 'hobby');
    await api.dispose();
  }
});
