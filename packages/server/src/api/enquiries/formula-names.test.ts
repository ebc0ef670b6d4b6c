import { defaultAvailability, formulasOf, type ServicePageDocument } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { albums, bookings, enquiries } from '../../db/schema';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';
import { hashToken } from '../auth/tokens';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
});
afterAll(() => server.close());

/** The Solo page with `formulas` as her list, each with a price line. */
function soloWith(formulas: { key: string; name: string }[]): ServicePageDocument {
  const solo = structuredClone(initialSiteContent.solo);
  const table = Object.fromEntries(
    formulas.map(({ key }) => [
      key,
      solo.prices.table[key] ?? [{ value1: 'Prix', amount: 79, tax: 'TTC' as const }],
    ]),
  );
  return { ...solo, prices: { ...solo.prices, formulas, table } };
}
const publishSolo = async (formulas: { key: string; name: string }[]) =>
  expect(
    (
      await call(server, 'POST', '/admin/site-content/solo', {
        cookie: admin,
        body: { document: soloWith(formulas) },
      })
    ).status,
  ).toBe(200);

const email = 'mini@exemple.fr';
async function keep(formula: string, days: number) {
  const [enquiry] = await server.app.db
    .insert(enquiries)
    .values({ firstname: 'Camille', lastname: 'Martin', email, formula, message: '', consentAt: new Date() })
    .returning();
  const start = new Date(Date.now() + days * 86_400_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const [booking] = await server.app.db
    .insert(bookings)
    .values({
      ...{ formula, startsAt: start, endsAt: end, heldFrom: start, heldUntil: end },
      ...{ firstname: 'Camille', lastname: 'Martin', email, cancelToken: hashToken(`jeton-${formula}`) },
    })
    .returning();
  return { enquiryId: enquiry?.id as number, bookingId: booking?.id as number };
}

describe('the name of a formula she created, then removed', () => {
  it('comes with her enquiries, bookings, client file and move page; a key never published comes alone', async () => {
    const first = formulasOf(initialSiteContent.solo.prices);
    await publishSolo([{ key: 'mini-seance', name: 'Mini' }, ...first]);
    await publishSolo([{ key: 'mini-seance', name: 'Mini séance' }, ...first]);
    // While published, the service page's booking block is headed with its name.
    const formulas = [{ formula: 'solo-mini-seance', minutes: 30 }];
    const rules = { ...defaultAvailability, formulas };
    expect((await call(server, 'PUT', '/bookings/availability', { cookie: admin, body: rules })).status).toBe(
      200,
    );
    const slots = await call(server, 'GET', '/bookings/slots?service=solo');
    expect(slots.body.data).toMatchObject([{ formula: 'solo-mini-seance', formulaName: 'Mini séance' }]);
    const mini = await keep('solo-mini-seance', 5);
    const unknown = await keep('solo-inconnue', 6);
    await publishSolo(first);
    const client = await addUser(server, { role: 'user', email });

    const byId = <T extends { id: number }>(rows: T[], id: number) => rows.find((row) => row.id === id);
    const list = (await call(server, 'GET', '/enquiries', { cookie: admin })).body.data;
    expect(byId(list, mini.enquiryId)).toMatchObject({
      formula: 'solo-mini-seance',
      formulaName: 'Mini séance',
    });
    expect(byId(list, unknown.enquiryId)).toMatchObject({ formula: 'solo-inconnue', formulaName: null });
    const thread = await call(server, 'GET', `/enquiries/${mini.enquiryId}`, { cookie: admin });
    expect(thread.body.data.formulaName).toBe('Mini séance');
    const answered = await call(server, 'PUT', `/enquiries/${mini.enquiryId}/status`, {
      cookie: admin,
      body: { status: 'répondue' },
    });
    expect(answered.body.data.formulaName).toBe('Mini séance');

    const booked = (await call(server, 'GET', '/bookings', { cookie: admin })).body.data;
    expect(byId(booked, mini.bookingId)).toMatchObject({ formulaName: 'Mini séance' });
    expect(byId(booked, unknown.bookingId)).toMatchObject({ formula: 'solo-inconnue', formulaName: null });
    const moving = await call(server, 'POST', '/bookings/move/slots', {
      body: { token: 'jeton-solo-mini-seance' },
    });
    expect(moving.body.data).toMatchObject({ formula: 'solo-mini-seance', formulaName: 'Mini séance' });
    const decided = await call(server, 'PUT', `/bookings/${mini.bookingId}/status`, {
      cookie: admin,
      body: { status: 'confirmée' },
    });
    expect(decided.body.data.formulaName).toBe('Mini séance');

    const file = (await call(server, 'GET', `/clients/${client.id}`, { cookie: admin })).body.data;
    expect(byId(file.enquiries, mini.enquiryId)).toMatchObject({ formulaName: 'Mini séance' });
    expect(byId(file.bookings, mini.bookingId)).toMatchObject({ formulaName: 'Mini séance' });
    expect(byId(file.bookings, unknown.bookingId)).toMatchObject({ formulaName: null });

    const move = await call(server, 'POST', '/bookings/move/slots', {
      body: { token: 'jeton-solo-inconnue' },
    });
    expect(move.body.data).toMatchObject({ formula: 'solo-inconnue', formulaName: null });
  });
});

// Runs after the describe above, which published « Mini séance » then removed it.
describe('the album of a formula she created, then removed', () => {
  it('titles the album of a booked session with it, made with the client from the enquiry', async () => {
    const [enquiry] = await server.app.db
      .insert(enquiries)
      .values({
        ...{ firstname: 'Léa', lastname: 'Roux', email: 'lea@exemple.fr', formula: 'solo-mini-seance' },
        ...{ message: '', consentAt: new Date(), status: 'réservée', wishedDate: 'Samedi 12 juin' },
      })
      .returning();
    const made = await call(server, 'POST', `/enquiries/${enquiry?.id}/client`, {
      cookie: admin,
      body: { firstname: 'Léa', lastname: 'Roux' },
    });
    expect(made.status).toBe(201);
    const [album] = await server.app.db
      .select()
      .from(albums)
      .where(eq(albums.id, made.body.data.albumId as number));
    expect(album?.title).toBe('Portrait Solo – Mini séance – Léa Roux');
  });
});
