import { type Availability, defaultAvailability } from '@lapm/contracts';
import { afterAll, beforeAll, expect } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { hashToken, newLinkToken } from '../api/auth/tokens';
import { bookings } from '../db/schema';
import { parseCalendarEvent } from './calendar-file';
import { type ReceivedMail, startSmtp } from './mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from './server';

/*
 * The server of the bookings tests (bookings*.test.ts), its mail server and the studio's admin:
 * bindings each test file's own server fills (`bookingServerForFile`), read once it started.
 */

/** A clock the test moves forward: past the form's minimum fill time. */
let offsetMs = 0;
export const clock = () => new Date(Date.now() + offsetMs);

export let smtp: Awaited<ReturnType<typeof startSmtp>>;
export let server: TestServer;
/** The admin's session cookie. */
export let cookie: string;

/** Her booking rules in these tests: 09:00–18:00 every day, a 30-minute pause, two formulas. */
export const rules: Availability = {
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

/**
 * Starts the file's servers before its tests, and stops them after. With `withRules`, her rules
 * are saved first, as the studio does before any booking.
 */
export function bookingServerForFile({ withRules = true }: { withRules?: boolean } = {}) {
  beforeAll(async () => {
    // A worker runs file after file in one module graph: an earlier file's clock does not carry over.
    offsetMs = 0;
    smtp = await startSmtp();
    server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: 'https://photo.example.fr', RATE_LIMITS: 'off' },
      { clock },
    );
    const admin = await addUser(server, { role: 'admin' });
    cookie = await login(server, admin.email, PASSWORD);
    if (withRules)
      expect((await call(server, 'PUT', '/bookings/availability', { cookie, body: rules })).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
}

/** A form's stamp, the clock then moved past its minimum fill time. */
export async function stamp() {
  const response = await call(server, 'GET', '/enquiries/stamp');
  offsetMs += 5_000;
  return response.body.stamp as string;
}

let n = 0;
/** The form's body for `start`, sent past its minimum fill time, by a new address unless told. */
export async function booking(start: string, overrides: Record<string, unknown> = {}) {
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
export const slots = async (formula = 'solo-essentiel') => {
  const service = formula.slice(0, formula.indexOf('-'));
  const list = (await call(server, 'GET', `/bookings/slots?service=${service}`)).body.data as {
    formula: string;
    days: { day: string; slots: { start: string; time: string }[] }[];
  }[];
  return list.find((bookable) => bookable.formula === formula)?.days ?? [];
};
export const starts = async (formula?: string) =>
  (await slots(formula)).flatMap((day) => day.slots.map((s) => s.start));

/** The mails sent so far, once those under way have arrived. */
export const sentSoFar = async () => (await smtp.settled(server)).length;

/** The text of the calendar file a mail carries (base64 or quoted-printable). */
export function icsOf(mail: ReceivedMail | undefined): string {
  const raw = mail?.content ?? '';
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) return '';
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  return /base64/i.test(head) ? Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8') : text;
}

/** « 2026-03-29T10:00:00 »: an instant on the studio's wall clock, as a calendar shows it. */
export const parisWall = (instant: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' })
    .format(new Date(instant))
    .replace(' ', 'T');

/** The booking of `email` in her list. */
export async function listed(email: string) {
  const list = await call(server, 'GET', '/bookings', { cookie });
  return list.body.data.find((row: { email: string }) => row.email === email);
}

/** Books `start` through the form as `email`; the booking as her list shows it. */
export async function bookedAs(start: string, email: string) {
  const body = await booking(start, { email });
  expect((await call(server, 'POST', '/bookings', { body })).status).toBe(201);
  return listed(email);
}

/**
 * A confirmed event as a calendar app reads it: in Paris time, at the instant booked, through
 * its own VTIMEZONE, made at a UTC time (RFC 5545).
 */
export function expectConfirmedEvent(
  mail: ReceivedMail | undefined,
  { uid, summary, start, end }: { uid: string; summary: string; start: string; end: string },
) {
  const ics = icsOf(mail);
  const event = parseCalendarEvent(ics);
  expect(event).toMatchObject({
    uid,
    summary,
    status: 'CONFIRMED',
    startZone: 'Europe/Paris',
    endZone: 'Europe/Paris',
    startWall: parisWall(start),
    endWall: parisWall(end),
  });
  expect(event.start.toISOString()).toBe(start);
  expect(event.end.toISOString()).toBe(end);
  expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r?\n/);
}

/** A booking held as the form holds one, with the secret of its links known to the test. */
export async function heldWithLink(start: string, status: 'en attente' | 'confirmée' = 'confirmée') {
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
export const startOf = async (id: number) =>
  (await server.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.startsAt.toISOString();

/** Confirms booking `id` as she does; the mail it sends to `email`. */
export async function confirmedMail(id: number, email: string) {
  const before = await sentSoFar();
  await call(server, 'PUT', `/bookings/${id}/status`, { cookie, body: { status: 'confirmée' } });
  return (await smtp.settled(server, before)).find((m) => m.to.includes(email));
}

/** A moved event replaces the one confirmed (its UID, a sequence later), pending at `target`. */
export function expectMovedEvent(
  mail: ReceivedMail | undefined,
  confirmed: { uid: string; sequence: number },
  target: string,
) {
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

/** The secret of the move link a visitor's mail carries. */
export function moveLinkToken(content: string): string {
  const token = content.match(/https:\/\/photo\.example\.fr\/reservation\/deplacer\?token=([\w-]{43})/)?.[1];
  if (!token) throw new Error(`no move link in the visitor's mail:\n${content}`);
  return token;
}
