import { studioDay } from '@lapm/contracts';
import { afterAll, beforeAll, expect } from '@rstest/core';
import { type ReceivedMail, startSmtp } from './mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from './server';

export const SITE = 'https://photo.example.fr';
const DAY_MS = 24 * 60 * 60 * 1000;
// Fast enough for a test to see a retry; the delays double from there as in production.
export const env = (smtpPort: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SITE_URL: SITE,
  MAIL_QUEUE_INTERVAL_MS: '100',
});

/**
 * A clock the test moves forward, shared by every instance it is given to. It starts at the next
 * 10:00 UTC (late morning in Paris) so that the tests' steps of an hour never cross the studio's
 * midnight: a run at 23:30 would otherwise see "eight days before" turn into seven within the hour.
 */
export function movableClock() {
  const start = new Date();
  start.setUTCHours(10, 0, 0, 0);
  if (start.getTime() < Date.now()) start.setTime(start.getTime() + DAY_MS);
  let offsetMs = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offsetMs),
    forward: (days: number) => {
      offsetMs += days * DAY_MS;
    },
  };
}

/** The studio's day `days` from the given clock's today, as a date input writes it. */
export const dayFrom = (now: Date, days: number) => studioDay(new Date(now.getTime() + days * DAY_MS));

export async function until<T>(
  read: () => T | Promise<T>,
  what: string,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The mails once there is at least one. */
export function mailsArrived(read: () => ReceivedMail[] | false) {
  return until(() => {
    const mails = read();
    return mails && mails.length > 0 ? (mails as [ReceivedMail, ...ReceivedMail[]]) : undefined;
  }, 'an e-mail');
}

export const mailsTo = (received: ReceivedMail[], email: string) =>
  received.filter((mail) => mail.to.includes(email));

export const album = (userId: number, extra: Record<string, unknown> = {}) => ({
  user_id: userId,
  date: '12/05/2025',
  lien: 'https://galerie.exemple.fr/secret-gallery-path',
  access_code: 'CODE-TRES-SECRET',
  ...extra,
});

export interface AlbumMailSetup {
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  server: TestServer;
  /** The admin's session cookie. */
  admin: string;
  adminEmail: string;
  clock: ReturnType<typeof movableClock>;
  /** A day later by the app's clock, which ends the sessions too: the admin logs in again. */
  daysLater: (days: number) => Promise<void>;
  /** Creates an album as the admin; answers its id. */
  create: (body: Record<string, unknown>) => Promise<number>;
}

/**
 * The server of an album e-mails test file, on a movable clock, with its mail server and its admin
 * logged in, started before its tests and stopped after them.
 */
export function albumMailServerForFile(): AlbumMailSetup {
  const setup: AlbumMailSetup = {
    clock: movableClock(),
    daysLater: async (days) => {
      setup.clock.forward(days);
      setup.admin = await login(setup.server, setup.adminEmail, PASSWORD);
    },
    create: async (body) => {
      const response = await call(setup.server, 'POST', '/album', { cookie: setup.admin, body });
      expect(response.status).toBe(201);
      return response.body.data.id_album as number;
    },
  } as AlbumMailSetup;
  beforeAll(async () => {
    setup.smtp = await startSmtp();
    setup.server = await startTestServer(env(setup.smtp.port), { clock: setup.clock.now });
    setup.adminEmail = (await addUser(setup.server, { role: 'admin' })).email;
    setup.admin = await login(setup.server, setup.adminEmail, PASSWORD);
  });
  afterAll(async () => {
    await setup.server.close();
    await setup.smtp.close();
  });
  return setup;
}
