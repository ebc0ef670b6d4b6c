import { afterAll, beforeAll } from '@rstest/core';
import { bookings, enquiries } from '../db/schema';
import { startSmtp } from './mail';
import { addUser, login, PASSWORD, startTestServer, type TestServer } from './server';

export interface ClientFileSetup {
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  server: TestServer;
  /** The session cookie of the studio's admin. */
  admin: string;
  /** The session cookie of a client. */
  client: string;
  /** How far the server's clock runs ahead: a test moves it past the booking form's minimum fill time. */
  offsetMs: number;
}

/**
 * The server of a test file of enquiries and client files, with its mail server, its admin and a
 * client logged in, started before its tests and stopped after them.
 */
export function clientFileServerForFile(): ClientFileSetup {
  const setup = { offsetMs: 0 } as ClientFileSetup;
  const clock = () => new Date(Date.now() + setup.offsetMs);
  beforeAll(async () => {
    const smtp = await startSmtp();
    const server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: 'https://photo.example.fr', RATE_LIMITS: 'off' },
      { clock },
    );
    const admin = await addUser(server, { role: 'admin' });
    const client = await addUser(server);
    Object.assign(setup, {
      smtp,
      server,
      admin: await login(server, admin.email, PASSWORD),
      client: await login(server, client.email, PASSWORD),
    });
  });
  afterAll(async () => {
    await setup.server.close();
    await setup.smtp.close();
  });
  return setup;
}

let n = 0;
/** An enquiry as the public form stores it (the form itself is tested in enquiries.test.ts). */
export async function storedEnquiry(
  setup: ClientFileSetup,
  fields: Partial<typeof enquiries.$inferInsert> = {},
) {
  n += 1;
  const [row] = await setup.server.app.db
    .insert(enquiries)
    .values({
      firstname: 'Camille',
      lastname: 'Martin',
      email: `visiteur${n}@exemple.fr`,
      formula: 'solo-confort',
      message: 'Bonjour, un portrait pour mes 40 ans ?',
      consentAt: new Date(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no enquiry');
  return row;
}

/** A confirmed one-hour booking of Camille Martin at `email`, starting at `start`, as the booking form leaves it. */
export async function confirmedBooking(
  setup: ClientFileSetup,
  booking: { formula: string; start: Date; email: string; cancelToken: string },
) {
  const end = new Date(booking.start.getTime() + 60 * 60 * 1000);
  await setup.server.app.db.insert(bookings).values({
    formula: booking.formula,
    startsAt: booking.start,
    endsAt: end,
    heldFrom: booking.start,
    heldUntil: end,
    firstname: 'Camille',
    lastname: 'Martin',
    email: booking.email,
    status: 'confirmée',
    cancelToken: booking.cancelToken,
  });
}
