import { bookingMessages, defaultContact, ENQUIRY_MIN_FILL_MS, paths, studio } from '@lapm/contracts';
import { expectNoViolationsWithHeadings as expectNoViolations } from '../support/axe';
import { bookingAdminPage, phoneWithoutScripts, bookingRules as rules } from '../support/bookings';
import { icsOf, parseCalendarEvent } from '../support/calendar-file';
import { sendBooking } from '../support/enquiries';
import { linkTokenIn, outboxMessages, startServerWithOutbox } from '../support/outbox';
import { expectReachable } from '../support/reachable';
import type { RunningServer } from '../support/server';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test';

/**
 * A session booked from a service page (issue 47): a visitor on a phone, with JavaScript off,
 * takes a free slot; the next visitor no longer sees it; she confirms in « Réservations »; both
 * e-mails carry a calendar file; her private feed lists the booking.
 */

let server: RunningServer;
let outbox: string;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  ({ server, outbox } = await startServerWithOutbox('booking'));
});
test.afterAll(async () => {
  await server?.stop();
});

const adminPage = (browser: Browser, width: number) => bookingAdminPage(browser, server.url, width);

/**
 * The visitor, on a phone, before any script, books the second free slot: its start, time and her
 * address. Not the first: it can start just after the notice (24 h) from now, and a minute later,
 * once she has cancelled, it is no longer offered to anyone.
 */
async function aVisitorBooksAFreeSlot(page: Page) {
  await page.goto(paths.solo);
  const given = Date.now();
  const section = page.locator('#reserver-solo-essentiel');
  await expect(section.getByRole('heading', { name: 'Réserver : Portrait Solo – Essentiel' })).toBeVisible();
  const chosen = section.getByRole('radio').nth(1);
  const start = (await chosen.getAttribute('value')) as string;
  const time = (await section
    .locator(`label[for="${await chosen.getAttribute('id')}"]`)
    .textContent()) as string;
  // The radio lies over its chip: a tap on the time lands on it.
  await expectReachable(chosen);

  await chosen.check();
  await section.getByLabel('Prénom', { exact: true }).fill('Camille');
  await section.getByLabel('Nom', { exact: true }).fill('Martin');
  const address = `resa.${Date.now()}@exemple.fr`;
  await section.getByLabel('Email', { exact: true }).fill(address);
  await page.waitForTimeout(Math.max(0, ENQUIRY_MIN_FILL_MS + 500 - (Date.now() - given)));
  await expectReachable(section.getByRole('button', { name: 'Réserver ce créneau' }));
  await section.getByRole('button', { name: 'Réserver ce créneau' }).click();
  await expect(page.getByRole('status').filter({ hasText: bookingMessages.requested })).toBeVisible();
  await expect(page.locator(`input[value="${start}"]`)).toHaveCount(0);
  return { start, time, address };
}

/** She confirms it in « Réservations ». */
async function sheConfirmsIt(admin: Page, address: string, time: string) {
  await admin.goto(paths.adminBookings);
  await admin.getByRole('searchbox', { name: 'Rechercher une réservation' }).fill(address);
  const card = admin.getByRole('listitem').filter({ hasText: address });
  await expect(card.getByText('Portrait Solo – Essentiel')).toBeVisible();
  await expect(card.getByText(new RegExp(`à ${time}$`))).toBeVisible();
  const confirm = card.getByRole('button', { name: 'Confirmer : Camille Martin' });
  await expectReachable(confirm);
  await confirm.click();
  await expect(card.getByText(/– confirmée$/)).toBeVisible();
}

/** Both e-mails carry the session as a calendar event, at her wall-clock time in Paris. */
async function bothMailsCarryTheEvent(address: string, start: string, time: string) {
  const withIcs = () => outboxMessages(outbox).filter((raw) => icsOf(raw).includes('BEGIN:VEVENT'));
  await expect.poll(() => withIcs().length, { timeout: 10_000 }).toBe(2);
  // « To: » at the start of a line: the studio's mail has « Reply-To: » the visitor.
  const sentTo = (to: string) => withIcs().find((raw) => new RegExp(`^To: ${to}\r?$`, 'm').test(raw)) ?? '';
  const toVisitor = sentTo(address);
  const toStudio = sentTo(defaultContact.email);
  const events = [toVisitor, toStudio].map((raw) => parseCalendarEvent(icsOf(raw)));
  const end = new Date(new Date(start).getTime() + 60 * 60_000).toISOString();
  for (const event of events) {
    expect(event.startZone).toBe('Europe/Paris');
    expect(event.endZone).toBe('Europe/Paris');
    expect(event.startWall).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T${time}:00$`));
    expect(event.start.toISOString()).toBe(start);
    expect(event.end.toISOString()).toBe(end);
    expect(event.uid).toMatch(/^reservation-\d+@/);
  }
  expect(events.map((event) => event.summary)).toEqual([
    `Séance photo Portrait Solo – Essentiel – ${studio.name}`,
    `Portrait Solo – Essentiel – Camille Martin`,
  ]);
  // One event in both calendars.
  expect(events[1]?.uid).toBe(events[0]?.uid);
}

/** Her private feed lists it. */
async function herFeedListsIt(api: APIRequestContext) {
  const { feedUrl } = (await (await api.get('/api/bookings/availability')).json()) as {
    feedUrl: string;
  };
  const feed = new URL(feedUrl);
  const calendar = await api.get(`${server.url}${feed.pathname}${feed.search}`);
  expect(calendar.ok()).toBe(true);
  expect(await calendar.text()).toContain('Portrait Solo – Essentiel – Camille Martin');
}

/** The cancel page as the app improves it: axe finds nothing, its button is reachable (not pressed here). */
async function theCancelPageIsForEveryone(browser: Browser, cancelLink: string) {
  for (const width of [390, 1280]) {
    const withScripts = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    const cancelPage = await withScripts.newPage();
    await cancelPage.goto(cancelLink);
    const button = cancelPage.getByRole('button', { name: 'Annuler ma réservation' });
    await expect(button).toBeVisible();
    await expectNoViolations(cancelPage, `${paths.cancelBooking} at ${width} px`);
    await expectReachable(button);
    await withScripts.close();
  }
}

test('a visitor books a free slot without scripts, the next one no longer sees it, she confirms, both mails carry an .ics, her feed lists it, the visitor cancels', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser, 1280);
  const saved = await admin.request.put('/api/bookings/availability', {
    data: rules,
    headers: { Origin: server.url },
  });
  expect(saved.ok()).toBe(true);

  const page = await phoneWithoutScripts(browser, server.url);
  const { start, time, address } = await aVisitorBooksAFreeSlot(page);

  // The next visitor, at 1280 px, is not offered it.
  const next = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  const nextPage = await next.newPage();
  await nextPage.goto(paths.solo);
  await expect(nextPage.locator('#reserver-solo-essentiel').getByRole('radio').first()).toBeAttached();
  await expect(nextPage.locator(`input[value="${start}"]`)).toHaveCount(0);

  await sheConfirmsIt(admin, address, time);
  await bothMailsCarryTheEvent(address, start, time);
  await herFeedListsIt(admin.request);

  // The visitor cancels from the link of their e-mail, without scripts: the slot is free again.
  await expect.poll(() => linkTokenIn(outbox, paths.cancelBooking)).not.toBeNull();
  const cancelLink = `${paths.cancelBooking}?token=${linkTokenIn(outbox, paths.cancelBooking)}`;
  await theCancelPageIsForEveryone(browser, cancelLink);
  await page.goto(cancelLink);
  await page.getByRole('button', { name: 'Annuler ma réservation' }).click();
  await expect(page.getByRole('status').filter({ hasText: bookingMessages.cancelled })).toBeVisible();
  await nextPage.goto(paths.solo);
  await expect(nextPage.locator(`input[value="${start}"]`)).toHaveCount(1);
  await page.context().close();
  await next.close();
  await admin.context().close();
});

/**
 * A booking of the second free slot, sent through the API and confirmed: its start, address and
 * id. Not the first, for the same reason as above: it can pass the notice before the booking lands.
 */
async function aConfirmedBooking(admin: Page) {
  await admin.request.put('/api/bookings/availability', { data: rules, headers: { Origin: server.url } });
  const slots = (await (await admin.request.get('/api/bookings/slots?service=solo')).json()) as {
    data: { days: { slots: { start: string }[] }[] }[];
  };
  const [, start] = slots.data[0]?.days.flatMap((day) => day.slots.map((slot) => slot.start)) ?? [];
  const address = `deplace.${Date.now()}@exemple.fr`;
  await sendBooking(admin.request, server.url, {
    email: address,
    formula: 'solo-essentiel',
    start: start ?? '',
  });
  const { data } = (await (await admin.request.get('/api/bookings')).json()) as {
    data: { id: number; email: string }[];
  };
  const id = data.find((booking) => booking.email === address)?.id;
  const confirmed = await admin.request.put(`/api/bookings/${id}/status`, {
    data: { status: 'confirmée' },
    headers: { Origin: server.url },
  });
  expect(confirmed.ok()).toBe(true);
  return { start, address, id };
}

/** The move page as the app improves it: axe finds nothing, the choices and the button are reachable. */
async function theMovePageIsForEveryone(browser: Browser, moveLink: string) {
  for (const width of [390, 1280]) {
    const withScripts = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    const page = await withScripts.newPage();
    await page.goto(moveLink);
    await expect(page.getByRole('radio').first()).toBeAttached();
    await expectNoViolations(page, `${paths.moveBooking} at ${width} px`);
    await expectReachable(page.getByRole('radio').first());
    await expectReachable(page.getByRole('button', { name: 'Déplacer ma séance' }));
    await withScripts.close();
  }
}

/** The visitor, on a phone, with JavaScript off, picks another time: the one she chose. */
async function sheMovesItWithoutScripts(page: Page, moveLink: string, start: string) {
  await page.goto(moveLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Déplacer ma réservation' })).toBeVisible();
  await expect(page.locator(`input[value="${start}"]`)).toHaveCount(0);
  const choice = page.getByRole('radio').last();
  const time = (await page
    .locator(`label[for="${await choice.getAttribute('id')}"]`)
    .textContent()) as string;
  await expectReachable(choice);
  await choice.check();
  await page.getByRole('button', { name: 'Déplacer ma séance' }).click();
  await expect(page.getByRole('status').filter({ hasText: bookingMessages.moved })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Votre séance Portrait Solo – Essentiel est prévue le .* à ${time}\\.$`)),
  ).toBeVisible();
  return time;
}

test('a visitor moves her booking from the link of its mail, without scripts on a phone; she sees the new time', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser, 1280);
  const { start, address, id } = await aConfirmedBooking(admin);
  // The link of her confirmation mail.
  // Not the studio's mails, whose Reply-To is her address.
  const toVisitor = new RegExp(`^To: ${address}$`, 'm');
  const link = () =>
    outboxMessages(outbox)
      .find((raw) => toVisitor.test(raw))
      ?.match(/\/reservation\/deplacer\?token=[\w-]+/)?.[0];
  await expect.poll(link).toBeTruthy();
  const moveLink = link() as string;

  await theMovePageIsForEveryone(browser, moveLink);

  const page = await phoneWithoutScripts(browser, server.url);
  const time = await sheMovesItWithoutScripts(page, moveLink, start ?? '');

  // She sees the new time in « Réservations », to confirm again.
  await admin.goto(paths.adminBookings);
  await admin.getByRole('searchbox', { name: 'Rechercher une réservation' }).fill(address);
  const card = admin.getByRole('listitem').filter({ hasText: address });
  await expect(card.getByText(new RegExp(`à ${time}$`))).toBeVisible();
  await expect(card.getByText(/– en attente$/)).toBeVisible();
  // The visitor's mail of the move updates the event of her calendar: same UID, a sequence later.
  const moved = () =>
    outboxMessages(outbox).find((raw) => toVisitor.test(raw) && /SEQUENCE:1\r?\n/.test(icsOf(raw)));
  await expect.poll(moved).toBeTruthy();
  const event = parseCalendarEvent(icsOf(moved() ?? ''));
  expect(event.uid).toMatch(new RegExp(`^reservation-${id}@`));
  expect(event.sequence).toBe(1);
  expect(event.startWall).toMatch(new RegExp(`T${time}:00$`));
  await page.context().close();
  await admin.context().close();
});

for (const width of [390, 1280]) {
  test(`« Réservations » and the booking form at ${width} px: axe finds nothing, the controls are reachable`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const admin = await adminPage(browser, width);
    await admin.request.put('/api/bookings/availability', { data: rules, headers: { Origin: server.url } });
    // The booking form of a service page (axe reads pages with scripts on).
    await admin.goto(paths.solo);
    const form = admin.locator('#reserver-solo-essentiel');
    await expect(form.getByRole('radio').first()).toBeAttached();
    await expectNoViolations(admin, `${paths.solo} at ${width} px`, '#reserver');
    await expectReachable(form.getByRole('radio').first());
    await expectReachable(form.getByRole('button', { name: 'Réserver ce créneau' }));
    await admin.goto(paths.adminBookings);
    await expect(admin.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
    await expect(admin.getByLabel('Adresse de votre calendrier')).toBeVisible();
    await admin.waitForLoadState('networkidle');
    await expectNoViolations(admin, `${paths.adminBookings} at ${width} px`);
    for (const control of [
      admin.getByLabel('Lundi : ouvert'),
      admin.getByLabel('Dimanche, à'),
      admin.getByLabel('Portrait Solo – Essentiel : réservable en ligne'),
      admin.getByRole('button', { name: 'Enregistrer les disponibilités' }),
      admin.getByRole('button', { name: 'Révoquer' }),
    ])
      await expectReachable(control);
    await admin.context().close();
  });
}
