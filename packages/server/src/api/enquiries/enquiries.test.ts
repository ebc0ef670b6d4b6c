import { defaultContact, enquiryMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { enquiries } from '../../db/schema';
import { startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/** A clock the test moves forward: past the minimum fill time, past a rate limit's window. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const wait = (ms: number) => {
  offsetMs += ms;
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: 'https://photo.example.fr', RATE_LIMITS: 'off' },
    { clock },
  );
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A stamp as the form gets it, a few seconds old by the time it is sent. */
async function typedStamp() {
  const response = await call(server, 'GET', '/enquiries/stamp');
  expect(response.status).toBe(200);
  wait(5_000);
  return response.body.stamp as string;
}

let n = 0;
async function enquiry(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstname: 'Camille',
    lastname: 'Martin',
    email: `demande${n}@exemple.fr`,
    phone: '06 11 22 33 44',
    formula: 'solo-confort',
    wishedDate: 'Fin juin, un samedi',
    message: 'Bonjour, je voudrais un portrait pour mes 40 ans.',
    consent: true,
    website: '',
    startedAt: await typedStamp(),
    ...overrides,
  };
}
const send = (body: object) => call(server, 'POST', '/enquiries', { body });
const storedFor = (email: string) => server.app.db.select().from(enquiries).where(eq(enquiries.email, email));

describe('POST /api/enquiries', () => {
  it('stores the enquiry, mails the studio with Reply-To the visitor and the visitor a short confirmation', async () => {
    const before = smtp.received.length;
    const body = await enquiry({ message: 'Un portrait <b>pour</b> mes 40 ans, en extérieur.' });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: enquiryMessages.sent });

    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({
      firstname: 'Camille',
      lastname: 'Martin',
      phone: '06 11 22 33 44',
      formula: 'solo-confort',
      wishedDate: 'Fin juin, un samedi',
      status: 'nouvelle',
    });
    expect(row?.consentAt).toBeInstanceOf(Date);

    const mails = await smtp.settled(server, before);
    expect(mails).toHaveLength(2);
    const toStudio = mails.find((mail) => mail.to.includes(defaultContact.email));
    expect(toStudio?.content).toContain(`Reply-To: ${body.email}`);
    expect(toStudio?.content).toContain('Portrait Solo – Confort');
    expect(toStudio?.content).toContain('Fin juin, un samedi');
    expect(toStudio?.content).toContain('&#60;b&#62;pour&#60;/b&#62;');

    const toVisitor = mails.find((mail) => mail.to.includes(body.email));
    expect(toVisitor?.content).toContain('est bien arrivée');
    // Anyone may type someone else's address: nothing typed comes back, and no link.
    for (const typed of ['Camille', 'Martin', '40 ans', 'Fin juin', '06 11 22 33 44']) {
      expect(toVisitor?.content).not.toContain(typed);
    }
    expect(toVisitor?.content).not.toMatch(/https?:\/\//);
  });
});

describe('POST /api/enquiries refusals', () => {
  it('refuses each invalid field with its French message, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: ' ' }, enquiryMessages.firstnameRequired],
      [{ lastname: '' }, enquiryMessages.lastnameRequired],
      [{ email: '' }, "L'email est obligatoire."],
      [{ email: 'camille@' }, 'Veuillez saisir une adresse email valide.'],
      [{ phone: 'appelez-moi' }, enquiryMessages.phoneInvalid],
      [{ formula: 'mariage-gratuit' }, enquiryMessages.formulaInvalid],
      [{ wishedDate: 'x'.repeat(201) }, enquiryMessages.wishedDateTooLong],
      [{ message: '   ' }, enquiryMessages.messageRequired],
      [{ message: 'x'.repeat(5001) }, enquiryMessages.messageTooLong],
      [{ consent: false }, enquiryMessages.consentRequired],
    ];
    for (const [change, message] of cases) {
      const body = await enquiry(change);
      const response = await send(body);
      expect({ change, status: response.status, message: response.body.message }).toEqual({
        change,
        status: 400,
        message,
      });
      expect(await storedFor(String(body.email))).toHaveLength(0);
    }
  });

  it('answers a filled honeypot as a success, storing and mailing nothing', async () => {
    const before = smtp.received.length;
    const body = await enquiry({ website: 'https://spam.example' });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: enquiryMessages.sent });
    expect(await storedFor(body.email)).toHaveLength(0);
    expect(await smtp.settled(server, before)).toHaveLength(0);
  });

  it('refuses a form sent within seconds of being given, or with a forged or missing stamp', async () => {
    const fast = await enquiry();
    const stamp = (await call(server, 'GET', '/enquiries/stamp')).body.stamp as string;
    wait(1_000);
    const tooFast = await send({ ...fast, startedAt: stamp });
    expect(tooFast.status).toBe(400);
    expect(tooFast.body.message).toBe(enquiryMessages.tooFast);

    const [time, signature] = stamp.split('.');
    const backdated = `${Number(time) - 60_000}.${signature}`;
    for (const startedAt of [backdated, '', 'n’importe quoi']) {
      const response = await send(await enquiry({ startedAt }));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(enquiryMessages.expired);
    }
    expect(await storedFor(fast.email)).toHaveLength(0);
  });
});

describe('« Demandes », the studio’s list', () => {
  it('lists the enquiries to the admin alone, newest first, counts the new ones and changes a status', async () => {
    const admin = await addUser(server, { role: 'admin' });
    const cookie = await login(server, admin.email, PASSWORD);
    const client = await addUser(server);
    const clientCookie = await login(server, client.email, PASSWORD);
    const body = await enquiry({ formula: 'mariage-premium', wishedDate: 'Le 12 septembre 2027' });
    expect((await send(body)).status).toBe(201);

    expect((await call(server, 'GET', '/enquiries')).status).toBe(401);
    expect((await call(server, 'GET', '/enquiries', { cookie: clientCookie })).status).toBe(403);
    expect((await call(server, 'GET', '/enquiries/summary', { cookie: clientCookie })).status).toBe(403);

    const list = await call(server, 'GET', '/enquiries', { cookie });
    expect(list.status).toBe(200);
    const [newest] = list.body.data;
    expect(newest).toMatchObject({
      email: body.email,
      formula: 'mariage-premium',
      wishedDate: 'Le 12 septembre 2027',
      status: 'nouvelle',
    });
    const before = (await call(server, 'GET', '/enquiries/summary', { cookie })).body.newCount as number;
    expect(before).toBeGreaterThan(0);

    const path = `/enquiries/${newest.id}/status`;
    const refused = await call(server, 'PUT', path, { cookie, body: { status: 'perdue' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(enquiryMessages.statusInvalid);
    expect(
      (await call(server, 'PUT', path, { cookie: clientCookie, body: { status: 'réservée' } })).status,
    ).toBe(403);
    const changed = await call(server, 'PUT', path, { cookie, body: { status: 'réservée' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.status).toBe('réservée');
    expect((await call(server, 'GET', '/enquiries/summary', { cookie })).body.newCount).toBe(before - 1);
    const missing = await call(server, 'PUT', '/enquiries/999999/status', {
      cookie,
      body: { status: 'répondue' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('limits on enquiries', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMITS: 'on' }, { clock });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 in French past 5 enquiries an hour from one address', async () => {
    const stamp = (await call(limited, 'GET', '/enquiries/stamp')).body.stamp as string;
    wait(5_000);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 20; i++) {
      last = await call(limited, 'POST', '/enquiries', {
        body: { ...(await enquiry()), startedAt: stamp },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    expect(last?.body.message).toMatch(
      /^Trop de demandes envoyées depuis cette adresse\. Réessayez dans \d+ minutes\.$/,
    );
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('answers 429 past 3 enquiries an hour for one e-mail address', async () => {
    wait(2 * 60 * 60_000);
    const stamp = (await call(limited, 'GET', '/enquiries/stamp')).body.stamp as string;
    wait(5_000);
    const body = { ...(await enquiry({ email: 'meme.adresse@exemple.fr' })), startedAt: stamp };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(limited, 'POST', '/enquiries', { body })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
