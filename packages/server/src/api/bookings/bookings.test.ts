import {
  type Availability,
  bookingMessages,
  defaultAvailability,
  defaultContact,
  studio,
} from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { parseCalendarEvent } from '../../testing/calendar-file';
import { type ReceivedMail, startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';
import { hashToken, newLinkToken } from '../auth/tokens';

/** A clock the test moves forward: past the form's minimum fill time. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: 'https://photo.example.fr', RATE_LIMITS: 'off' },
    { clock },
  );
  const admin = await addUser(server, { role: 'admin' });
  cookie = await login(server, admin.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const rules: Availability = {
  ...defaultAvailability,
  weeklyHours: Array.from({ length: 7 }, () => ({ open: true, start: '09:00', end: '18:00' })),
  bufferMinutes: 30,
  noticeHours: 24,
  cancelHours: 48,
  formulas: [
    { formula: 'solo-essentiel', minutes: 60 },
    { formula: 'duo-confort', minutes: 90 },
  ],
};

async function stamp() {
  const response = await call(server, 'GET', '/enquiries/stamp');
  offsetMs += 5_000;
  return response.body.stamp as string;
}

let n = 0;
async function booking(start: string, overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    formula: 'solo-essentiel',
    start,
    firstname: 'Camille',
    lastname: 'Martin',
    email: `resa${n}@exemple.fr`,
    phone: '',
    message: 'En extérieur si possible.',
    website: '',
    startedAt: await stamp(),
    ...overrides,
  };
}
const slots = async (formula = 'solo-essentiel') => {
  const service = formula.slice(0, formula.indexOf('-'));
  const list = (await call(server, 'GET', `/bookings/slots?service=${service}`)).body.data as {
    formula: string;
    days: { day: string; slots: { start: string; time: string }[] }[];
  }[];
  return list.find((bookable) => bookable.formula === formula)?.days ?? [];
};
const starts = async (formula?: string) =>
  (await slots(formula)).flatMap((day) => day.slots.map((s) => s.start));

/** The mails sent so far, once those under way have arrived. */
const sentSoFar = async () => (await smtp.settled(server)).length;

/** The text of the calendar file a mail carries (base64 or quoted-printable). */
function icsOf(mail: ReceivedMail | undefined): string {
  const raw = mail?.content ?? '';
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) return '';
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  return /base64/i.test(head) ? Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8') : text;
}

describe('her availability', () => {
  it('is the studio’s alone, checked with French messages at the field, and offers slots once saved', async () => {
    expect((await call(server, 'GET', '/bookings/availability')).status).toBe(401);
    const client = await addUser(server);
    const clientCookie = await login(server, client.email, PASSWORD);
    expect(
      (await call(server, 'PUT', '/bookings/availability', { cookie: clientCookie, body: rules })).status,
    ).toBe(403);

    const before = await call(server, 'GET', '/bookings/availability', { cookie });
    expect(before.body.data.formulas).toEqual([]);
    expect(await starts()).toEqual([]);

    const wrong = await call(server, 'PUT', '/bookings/availability', {
      cookie,
      body: { ...rules, weeklyHours: rules.weeklyHours.map((day) => ({ ...day, end: '08:00' })) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(bookingMessages.endBeforeStart);

    const saved = await call(server, 'PUT', '/bookings/availability', { cookie, body: rules });
    expect(saved.status).toBe(200);
    expect(saved.body.feedUrl).toMatch(
      /^https:\/\/photo\.example\.fr\/api\/bookings\/feed\.ics\?token=[\w-]{43}$/,
    );
    const days = await slots();
    expect(days.length).toBeGreaterThan(50);
    expect(days[0]?.slots[0]?.time).toMatch(/^\d\d:[03]0$/);
    // Not bookable online: no slot.
    expect(await starts('mariage-premium')).toEqual([]);
  });
});

describe('POST /api/bookings', () => {
  it('holds the slot for one visitor of 20 sending at once: the others get a French 409', async () => {
    const [start] = (await starts()).slice(-1);
    const bodies = await Promise.all(Array.from({ length: 20 }, () => booking(start as string)));
    const answers = await Promise.all(bodies.map((body) => call(server, 'POST', '/bookings', { body })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe(bookingMessages.slotTaken);
    expect(await starts()).not.toContain(start);
  });

  it('refuses a slot outside her availability, a formula not bookable and a filled honeypot holds nothing', async () => {
    const [first] = await starts();
    const offHours = new Date(new Date(first as string).getTime() + 15 * 60_000).toISOString();
    const outside = await call(server, 'POST', '/bookings', { body: await booking(offHours) });
    expect(outside.status).toBe(409);
    expect(outside.body.message).toBe(bookingMessages.slotUnavailable);
    const past = await call(server, 'POST', '/bookings', { body: await booking('2020-01-06T09:00:00.000Z') });
    expect(past.status).toBe(409);
    const wedding = await call(server, 'POST', '/bookings', {
      body: await booking(first as string, { formula: 'mariage-premium' }),
    });
    expect(wedding.status).toBe(409);
    expect(wedding.body.message).toBe(bookingMessages.notBookable);
    const robot = await call(server, 'POST', '/bookings', {
      body: await booking(first as string, { website: 'https://spam.example' }),
    });
    expect(robot.status).toBe(201);
    expect(await starts()).toContain(first);
  });

  it('holds the pause after a session: the next start is offered only after it', async () => {
    const all = await starts();
    const start = all[all.length - 40] as string;
    const held = await call(server, 'POST', '/bookings', { body: await booking(start) });
    expect(held.status).toBe(201);
    const after = await starts();
    const t = new Date(start).getTime();
    // 60 minutes and 30 of pause: 09:00 holds until 10:30, so 08:00 (ending 09:30 with its pause) and 10:00 go too.
    for (const gone of [-60, -30, 0, 30, 60])
      expect(after).not.toContain(new Date(t + gone * 60_000).toISOString());
  });
});

describe('her answer, the mails and the feed', () => {
  it('confirming mails both sides an .ics in Paris time, lists it in the feed; revoking ends the feed', async () => {
    const [start] = await starts();
    const body = await booking(start as string, { email: 'visiteur@exemple.fr' });
    const before = await sentSoFar();
    expect((await call(server, 'POST', '/bookings', { body })).status).toBe(201);
    const [toStudio] = await smtp.settled(server, before);
    expect(toStudio?.to).toContain(defaultContact.email);
    expect(toStudio?.content).toContain('Reply-To: visiteur@exemple.fr');

    const list = await call(server, 'GET', '/bookings', { cookie });
    const mine = list.body.data.find((row: { email: string }) => row.email === 'visiteur@exemple.fr');
    expect(mine).toMatchObject({ status: 'en attente', start, formula: 'solo-essentiel' });

    const answered = before + 1;
    const confirm = await call(server, 'PUT', `/bookings/${mine.id}/status`, {
      cookie,
      body: { status: 'confirmée' },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.status).toBe('confirmée');
    const mails = await smtp.settled(server, answered);
    const visitor = mails.find((mail) => mail.to.includes('visiteur@exemple.fr'));
    const studioMail = mails.find((mail) => mail.to.includes(defaultContact.email));
    const end = new Date(new Date(start as string).getTime() + 60 * 60_000).toISOString();
    for (const [mail, summary] of [
      [visitor, `Séance photo Portrait Solo – Essentiel – ${studio.name}`],
      [studioMail, 'Portrait Solo – Essentiel – Camille Martin'],
    ] as const) {
      const ics = icsOf(mail);
      // As a calendar app reads it: in Paris time, at the instant booked, through its own VTIMEZONE.
      const event = parseCalendarEvent(ics);
      expect(event).toMatchObject({
        uid: `reservation-${mine.id}@photo.example.fr`,
        summary,
        status: 'CONFIRMED',
        startZone: 'Europe/Paris',
        endZone: 'Europe/Paris',
        startWall: parisWall(start as string),
        endWall: parisWall(end),
      });
      expect(event.start.toISOString()).toBe(start);
      expect(event.end.toISOString()).toBe(end);
      // RFC 5545: the time the file was made is in UTC.
      expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r?\n/);
    }
    // The test server gives each mail decoded already: decoding again would mangle a token that
    // starts with two hexadecimal digits (« =3D » read as « = », then « =E9 » as a byte).
    expect(visitor?.content ?? '').toMatch(
      /https:\/\/photo\.example\.fr\/reservation\/annuler\?token=[\w-]{43}/,
    );
    // Answered once only.
    const again = await call(server, 'PUT', `/bookings/${mine.id}/status`, {
      cookie,
      body: { status: 'refusée' },
    });
    expect(again.status).toBe(409);

    const { feedUrl } = (await call(server, 'GET', '/bookings/availability', { cookie })).body;
    const feedPath = new URL(feedUrl).pathname.replace(/^\/api/, '') + new URL(feedUrl).search;
    const feed = await call(server, 'GET', feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.text).toContain('Portrait Solo – Essentiel – Camille Martin');
    expect(feed.text).toContain('STATUS:CONFIRMED');

    const revoked = await call(server, 'POST', '/bookings/feed/revoke', { cookie });
    expect(revoked.body.feedUrl).not.toBe(feedUrl);
    expect((await call(server, 'GET', feedPath)).status).toBe(404);
    const fresh = new URL(revoked.body.feedUrl);
    expect((await call(server, 'GET', fresh.pathname.replace(/^\/api/, '') + fresh.search)).status).toBe(200);
    expect((await call(server, 'GET', '/bookings/feed.ics')).status).toBe(404);
  });

  it('declining frees the slot and tells the visitor without an .ics', async () => {
    const [start] = await starts();
    const body = await booking(start as string, { email: 'refus@exemple.fr' });
    expect((await call(server, 'POST', '/bookings', { body })).status).toBe(201);
    expect(await starts()).not.toContain(start);
    const list = await call(server, 'GET', '/bookings', { cookie });
    const mine = list.body.data.find((row: { email: string }) => row.email === 'refus@exemple.fr');
    const before = await sentSoFar();
    const declined = await call(server, 'PUT', `/bookings/${mine.id}/status`, {
      cookie,
      body: { status: 'refusée' },
    });
    expect(declined.status).toBe(200);
    expect(await starts()).toContain(start);
    const mails = await smtp.settled(server, before);
    expect(mails).toHaveLength(1);
    expect(icsOf(mails[0])).toBe('');
  });

  it('the visitor cancels from the link up to her limit, which frees the slot', async () => {
    const all = await starts();
    const start = all[all.length - 1] as string;
    const body = await booking(start, { email: 'annule@exemple.fr' });
    expect((await call(server, 'POST', '/bookings', { body })).status).toBe(201);
    const list = await call(server, 'GET', '/bookings', { cookie });
    const mine = list.body.data.find((row: { email: string }) => row.email === 'annule@exemple.fr');
    const before = await sentSoFar();
    const confirmed = await call(server, 'PUT', `/bookings/${mine.id}/status`, {
      cookie,
      body: { status: 'confirmée' },
    });
    expect(confirmed.status).toBe(200);
    const mails = await smtp.settled(server, before);
    const link = mails.find((m) => m.to.includes('annule@exemple.fr'))?.content ?? '';
    const token = link.match(/annuler\?token=([\w-]{43})/)?.[1];
    if (!token) throw new Error(`no cancellation link in the visitor's mail:\n${link}`);
    expect((await call(server, 'POST', '/bookings/cancel', { body: { token: 'faux' } })).status).toBe(404);
    const cancelled = await call(server, 'POST', '/bookings/cancel', { body: { token } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(bookingMessages.cancelled);
    expect(await starts()).toContain(start);
    expect((await call(server, 'POST', '/bookings/cancel', { body: { token } })).status).toBe(404);
  });
});

/** « 2026-03-29T10:00:00 »: an instant on the studio's wall clock, as a calendar shows it. */
const parisWall = (instant: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' })
    .format(new Date(instant))
    .replace(' ', 'T');

/** A booking held as the form holds one, with the secret of its links known to the test. */
async function heldWithLink(start: string, status: 'en attente' | 'confirmée' = 'confirmée') {
  n += 1;
  const token = newLinkToken();
  const from = new Date(start);
  const end = new Date(from.getTime() + 60 * 60_000);
  const [row] = await server.app.db
    .insert(bookings)
    .values({
      formula: 'solo-essentiel',
      startsAt: from,
      endsAt: end,
      heldFrom: from,
      heldUntil: new Date(end.getTime() + 30 * 60_000),
      firstname: 'Camille',
      lastname: 'Martin',
      email: `deplace${n}@exemple.fr`,
      status,
      cancelToken: hashToken(token),
    })
    .returning();
  if (!row) throw new Error('no booking');
  return { id: row.id, token, start };
}
const startOf = async (id: number) =>
  (await server.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.startsAt.toISOString();

describe('moving a booking from its link', () => {
  it('moves a confirmed booking to a free slot: pending again, both told with the same event a sequence later, the feed and her list at the new time', async () => {
    // Three days ahead: past her 48 hours of notice, within the week the page lists; not the
    // day's last start, so that 30 minutes later is a start too, whatever the time the test runs.
    const free = await starts();
    const halfHourLater = (s: string) => new Date(new Date(s).getTime() + 30 * 60_000).toISOString();
    const start = free.find(
      (s) => new Date(s).getTime() > clock().getTime() + 72 * 3_600_000 && free.includes(halfHourLater(s)),
    ) as string;
    const body = await booking(start, { email: 'deplacer@exemple.fr' });
    expect((await call(server, 'POST', '/bookings', { body })).status).toBe(201);
    const list = await call(server, 'GET', '/bookings', { cookie });
    const mine = list.body.data.find((row: { email: string }) => row.email === 'deplacer@exemple.fr');
    const before = await sentSoFar();
    await call(server, 'PUT', `/bookings/${mine.id}/status`, { cookie, body: { status: 'confirmée' } });
    const confirmation = (await smtp.settled(server, before)).find((m) =>
      m.to.includes('deplacer@exemple.fr'),
    );
    const content = confirmation?.content ?? '';
    const token = content.match(
      /https:\/\/photo\.example\.fr\/reservation\/deplacer\?token=([\w-]{43})/,
    )?.[1];
    if (!token) throw new Error(`no move link in the visitor's mail:\n${content}`);
    expect(content).toContain('Déplacer ma réservation');
    const confirmed = parseCalendarEvent(icsOf(confirmation));

    // The page of the link lists the free slots of the formula, but the one it holds.
    const view = await call(server, 'POST', '/bookings/move/slots', { body: { token } });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ formula: 'solo-essentiel', start, problem: '' });
    const offered = view.body.data.days.flatMap((day: { slots: { start: string }[] }) =>
      day.slots.map((slot) => slot.start),
    );
    expect(offered).not.toContain(start);
    // 30 minutes later overlaps its own held time only: offered.
    expect(offered).toContain(halfHourLater(start));
    const target = offered[offered.length - 1] as string;

    const sent = await sentSoFar();
    const moved = await call(server, 'POST', '/bookings/move', { body: { token, start: target } });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(bookingMessages.moved);
    expect(moved.body.data.start).toBe(target);
    const row = (await call(server, 'GET', '/bookings', { cookie })).body.data.find(
      (b: { id: number }) => b.id === mine.id,
    );
    expect(row).toMatchObject({ start: target, status: 'en attente' });
    expect(await starts()).toContain(start);
    expect(await starts()).not.toContain(target);

    const mails = await smtp.settled(server, sent);
    expect(mails).toHaveLength(2);
    const wall = parisWall(target).replace(/[-:]/g, '');
    for (const mail of [
      mails.find((m) => m.to.includes('deplacer@exemple.fr')),
      mails.find((m) => m.to.includes(defaultContact.email)),
    ]) {
      const event = parseCalendarEvent(icsOf(mail));
      expect(event.uid).toBe(confirmed.uid);
      expect(event.sequence).toBe(confirmed.sequence + 1);
      expect(event).toMatchObject({
        startZone: 'Europe/Paris',
        startWall: parisWall(target),
        status: 'TENTATIVE',
      });
      expect(event.start.toISOString()).toBe(target);
    }
    // Her feed has the new time.
    const { feedUrl } = (await call(server, 'GET', '/bookings/availability', { cookie })).body;
    const feed = await call(server, 'GET', `/bookings/feed.ics${new URL(feedUrl).search}`);
    expect(feed.text.replace(/\r?\n[ \t]/g, '')).toContain(`DTSTART;TZID=Europe/Paris:${wall}`);
    // The same link moves it again, and cancels it.
    expect(
      (await call(server, 'POST', '/bookings/move', { body: { token, start: target } })).body.message,
    ).toBe(bookingMessages.moveSameSlot);
    expect((await call(server, 'POST', '/bookings/cancel', { body: { token } })).status).toBe(200);
    expect((await call(server, 'POST', '/bookings/move', { body: { token, start } })).status).toBe(404);
  });

  it('refuses a taken slot in French and keeps the old one; of moves and bookings sent at once to one slot, one wins', async () => {
    const all = await starts();
    const taken = await heldWithLink(all[all.length - 100] as string);
    const mover = await heldWithLink(all[all.length - 110] as string);
    const refused = await call(server, 'POST', '/bookings/move', {
      body: { token: mover.token, start: taken.start },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(bookingMessages.slotTaken);
    expect(await startOf(mover.id)).toBe(mover.start);

    const target = all[all.length - 130] as string;
    const movers = await Promise.all(
      [140, 150, 160, 170, 180].map((back) => heldWithLink(all[all.length - back] as string)),
    );
    const bodies = await Promise.all(Array.from({ length: 5 }, () => booking(target)));
    const answers = await Promise.all([
      ...movers.map((m) =>
        call(server, 'POST', '/bookings/move', { body: { token: m.token, start: target } }),
      ),
      ...bodies.map((body) => call(server, 'POST', '/bookings', { body })),
    ]);
    const statuses = answers.map((answer) => answer.status);
    // Every answer named on failure: a 409 missing is otherwise only a count.
    const named = JSON.stringify(answers.map((answer) => [answer.status, answer.body.message]));
    expect(
      statuses.filter((status) => status < 300),
      named,
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      named,
    ).toHaveLength(9);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe(bookingMessages.slotTaken);
    for (const [index, m] of movers.entries())
      expect(await startOf(m.id)).toBe((statuses[index] ?? 0) < 300 ? target : m.start);
  });

  it('is too late within her cancellation notice, and a link that names nothing says so', async () => {
    // Her notice to move is 48 hours, to book 24: a free start inside the day between can no longer
    // move. Taken from the free list so that it overlaps none of the bookings held before, whatever
    // the time the test runs.
    const within = (await starts()).find((s) => new Date(s).getTime() < clock().getTime() + 47 * 3_600_000);
    if (!within) throw new Error('no free start within her notice to move');
    const soon = await heldWithLink(within);
    const [free] = (await starts()).slice(-1);
    const late = await call(server, 'POST', '/bookings/move', { body: { token: soon.token, start: free } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(bookingMessages.moveTooLate);
    expect(await startOf(soon.id)).toBe(soon.start);
    const view = await call(server, 'POST', '/bookings/move/slots', { body: { token: soon.token } });
    expect(view.body.data).toMatchObject({ problem: bookingMessages.moveTooLate, days: [] });

    const invalid = await call(server, 'POST', '/bookings/move', { body: { token: 'faux', start: free } });
    expect(invalid.status).toBe(404);
    expect(invalid.body.message).toBe(bookingMessages.moveLinkInvalid);
    const nothing = await call(server, 'POST', '/bookings/move/slots', { body: { token: 'faux' } });
    expect(nothing.body.data).toMatchObject({ problem: bookingMessages.moveLinkInvalid, days: [] });
    // A time her rules do not offer.
    const mover = await heldWithLink((await starts()).slice(-5)[0] as string);
    const offHours = new Date(new Date(free as string).getTime() + 15 * 60_000).toISOString();
    const outside = await call(server, 'POST', '/bookings/move', {
      body: { token: mover.token, start: offHours },
    });
    expect(outside.status).toBe(409);
    expect(outside.body.message).toBe(bookingMessages.slotUnavailable);
  });
});
