import { formulasOf, studio } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startSmtp, subjectOf } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/** A clock past the enquiry form's minimum fill time. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: 'https://photo.example.fr', RATE_LIMITS: 'off' },
    { clock },
  );
  admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The Solo page with her own formula « Mini séance » first, priced. */
async function publishMiniSeance() {
  const solo = structuredClone(initialSiteContent.solo);
  const formulas = [{ key: 'mini-seance', name: 'Mini séance' }, ...formulasOf(solo.prices)];
  solo.prices = {
    ...solo.prices,
    formulas,
    table: { ...solo.prices.table, 'mini-seance': [{ value1: 'Prix', amount: 79, tax: 'TTC' }] },
  };
  const published = await call(server, 'POST', '/admin/site-content/solo', {
    cookie: admin,
    body: { document: solo },
  });
  expect(published.status).toBe(200);
}

describe('the e-mails of an enquiry for a formula she created', () => {
  it('name it in their subjects as the site does, to the studio and in her reply, and in the client file', async () => {
    await publishMiniSeance();
    const stamp = (await call(server, 'GET', '/enquiries/stamp')).body.stamp as string;
    offsetMs += 5_000;
    const email = 'mini@exemple.fr';
    const before = smtp.received.length;
    const sent = await call(server, 'POST', '/enquiries', {
      body: {
        ...{ firstname: 'Camille', lastname: 'Martin', email, phone: '', formula: 'solo-mini-seance' },
        ...{ wishedDate: '', message: 'Bonjour !', consent: true, website: '', startedAt: stamp },
      },
    });
    expect(sent.status).toBe(201);
    const received = await smtp.settled(server, before);
    const toStudio = received.find((mail) => !mail.to.includes(email));
    expect(toStudio && subjectOf(toStudio)).toBe(
      'Nouvelle demande : Portrait Solo – Mini séance – Camille Martin',
    );

    const list = (await call(server, 'GET', '/enquiries', { cookie: admin })).body.data as {
      id: number;
      email: string;
    }[];
    const id = list.find((row) => row.email === email)?.id;
    const replied = await call(server, 'POST', `/enquiries/${id}/replies`, {
      cookie: admin,
      body: { message: 'Avec plaisir, voici mes disponibilités.' },
    });
    expect(replied.status).toBe(201);
    const reply = await smtp.mailTo(email, before + received.length);
    const subject = `Votre demande : Portrait Solo – Mini séance – ${studio.name}`;
    expect(subjectOf(reply)).toBe(subject);

    const client = await addUser(server, { role: 'user', email });
    const file = (await call(server, 'GET', `/clients/${client.id}`, { cookie: admin })).body.data;
    expect(file.emails).toContainEqual(expect.objectContaining({ kind: 'reply', subject }));
  });
});
