import {
  clientFileMessages,
  defaultAvailability,
  defaultContact,
  enquiryMessages,
  studio,
} from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { albums, bookings, enquiries, invitations, users } from '../../db/schema';
import { createGalleryAlbum, uploadToAlbum } from '../../testing/galleries';
import { startSmtp } from '../../testing/mail';
import { phonePhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/** A clock the test moves forward: past the booking form's minimum fill time. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let cookie: string;
let clientCookie: string;
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SITE_URL: 'https://photo.example.fr',
      RATE_LIMITS: 'off',
    },
    { clock },
  );
  const admin = await addUser(server, { role: 'admin' });
  cookie = await login(server, admin.email, PASSWORD);
  const client = await addUser(server);
  clientCookie = await login(server, client.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let n = 0;
/** An enquiry as the public form stores it (the form itself is tested in enquiries.test.ts). */
async function storedEnquiry(fields: Partial<typeof enquiries.$inferInsert> = {}) {
  n += 1;
  const [row] = await server.app.db
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

describe('answering an enquiry', () => {
  it('mails her reply with her signature and Reply-To the studio, keeps it in the thread, marks it « répondue »', async () => {
    const enquiry = await storedEnquiry();
    const before = smtp.received.length;
    const first = await call(server, 'POST', `/enquiries/${enquiry.id}/replies`, {
      cookie,
      body: { message: 'Bonjour Camille,\nle samedi 12 juin me convient.' },
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(`Réponse envoyée à ${enquiry.email}.`);
    const [mail] = await smtp.settled(server, before);
    expect(mail?.to).toEqual([enquiry.email]);
    expect(mail?.content).toContain(`Reply-To: ${defaultContact.email}`);
    expect(mail?.content).toContain('le samedi 12 juin me convient.');
    expect(mail?.content).toContain(studio.photographer);
    expect(mail?.content).toContain(defaultContact.phone);
    expect(mail?.content).toContain('https://photo.example.fr');

    await call(server, 'PUT', `/enquiries/${enquiry.id}/status`, { cookie, body: { status: 'réservée' } });
    await call(server, 'POST', `/enquiries/${enquiry.id}/replies`, {
      cookie,
      body: { message: 'À samedi !' },
    });
    const thread = await call(server, 'GET', `/enquiries/${enquiry.id}`, { cookie });
    expect(thread.status).toBe(200);
    expect(thread.body.data.message).toBe(enquiry.message);
    expect(thread.body.data.replies.map((reply: { message: string }) => reply.message)).toEqual([
      'Bonjour Camille,\nle samedi 12 juin me convient.',
      'À samedi !',
    ]);
    expect(thread.body.data.replies[0].sentAt <= thread.body.data.replies[1].sentAt).toBe(true);
    // Answering again does not take back « réservée ».
    expect(thread.body.data.status).toBe('réservée');
    expect(first.body.data.status).toBe('répondue');
  });

  it('refuses an empty reply in French and sends nothing', async () => {
    const enquiry = await storedEnquiry();
    const before = (await smtp.settled(server)).length;
    const refused = await call(server, 'POST', `/enquiries/${enquiry.id}/replies`, {
      cookie,
      body: { message: '   ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(enquiryMessages.replyRequired);
    expect(await smtp.settled(server, before)).toHaveLength(0);
    expect((await call(server, 'GET', `/enquiries/${enquiry.id}`, { cookie })).body.data).toMatchObject({
      status: 'nouvelle',
      replies: [],
    });
  });
});

describe('turning an enquiry into a client', () => {
  it('opens an invited account under the names she checked, links the enquiry to it and, the session booked, makes its album', async () => {
    const enquiry = await storedEnquiry({ status: 'réservée', wishedDate: 'Samedi 12 juin' });
    const before = smtp.received.length;
    const response = await call(server, 'POST', `/enquiries/${enquiry.id}/client`, {
      cookie,
      body: { firstname: 'Camille', lastname: 'Martin-Roux' },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.created).toBe(true);
    const clientId = response.body.data.clientId as number;
    const [account] = await server.app.db.select().from(users).where(eq(users.id, clientId));
    expect(account).toMatchObject({ email: enquiry.email, lastname: 'Martin-Roux', role: 'user' });
    const pending = await server.app.db.select().from(invitations).where(eq(invitations.userId, clientId));
    expect(pending).toHaveLength(1);
    const [mail] = await smtp.settled(server, before);
    expect(mail?.to).toEqual([enquiry.email]);
    expect(mail?.content).toContain('https://photo.example.fr/invitation?token=');

    // The same action made the session's album: a gallery on the site, with no photo nor mail yet.
    expect(response.body.message).toBe(
      `Invitation envoyée à ${enquiry.email}. ${enquiryMessages.sessionAlbumCreated}`,
    );
    const albumId = response.body.data.albumId as number;
    const [album] = await server.app.db.select().from(albums).where(eq(albums.userId, clientId));
    expect(album).toMatchObject({
      id: albumId,
      title: 'Portrait Solo – Confort – Camille Martin-Roux',
      date: 'Samedi 12 juin',
      lien: `https://photo.example.fr/galerie/${albumId}`,
    });
    expect(album?.accessCode).toMatch(/^[a-zà-ÿ]+-[a-zà-ÿ]+-[a-zà-ÿ]+$/);
    expect(await smtp.settled(server, before)).toHaveLength(1);

    const thread = await call(server, 'GET', `/enquiries/${enquiry.id}`, { cookie });
    expect(thread.body.data).toMatchObject({ clientId, booked: true });
    const users_ = await call(server, 'GET', '/user', { cookie });
    expect(users_.body.data.find((user: { id: number }) => user.id === clientId)?.invitation).toBe('pending');
  });

  it('links an enquiry from a known address to that client, with no second account nor mail', async () => {
    const known = await addUser(server, { email: 'Deja.Cliente@exemple.fr' });
    const enquiry = await storedEnquiry({ email: 'deja.cliente@exemple.fr' });
    const before = (await smtp.settled(server)).length;
    const response = await call(server, 'POST', `/enquiries/${enquiry.id}/client`, {
      cookie,
      body: { firstname: 'Camille', lastname: 'Martin' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: enquiryMessages.clientKnown,
      data: { clientId: known.id, created: false, albumId: null },
    });
    const [{ count } = { count: 0 }] = await server.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = 'deja.cliente@exemple.fr'`);
    expect(count).toBe(1);
    expect(await smtp.settled(server, before)).toHaveLength(0);
  });

  it('says the session is booked when a confirmed booking is at its address, and makes its album on that day', async () => {
    const enquiry = await storedEnquiry();
    expect((await call(server, 'GET', `/enquiries/${enquiry.id}`, { cookie })).body.data.booked).toBe(false);
    const start = new Date('2027-06-12T08:00:00Z');
    const end = new Date('2027-06-12T09:00:00Z');
    await server.app.db.insert(bookings).values({
      formula: 'solo-confort',
      startsAt: start,
      endsAt: end,
      heldFrom: start,
      heldUntil: end,
      firstname: 'Camille',
      lastname: 'Martin',
      email: enquiry.email.toUpperCase(),
      status: 'confirmée',
      cancelToken: `jeton-${enquiry.id}`,
    });
    expect((await call(server, 'GET', `/enquiries/${enquiry.id}`, { cookie })).body.data.booked).toBe(true);
    // Its album comes with the client, on the booked day (no wished date was typed).
    const made = await call(server, 'POST', `/enquiries/${enquiry.id}/client`, {
      cookie,
      body: { firstname: 'Camille', lastname: 'Martin' },
    });
    const [album] = await server.app.db
      .select()
      .from(albums)
      .where(eq(albums.id, made.body.data.albumId as number));
    expect(album).toMatchObject({ userId: made.body.data.clientId, date: '12/06/2027' });
  });
});

describe('the client file', () => {
  it('keeps phone, postal address and notes, and lists the enquiries and e-mails of the client', async () => {
    const enquiry = await storedEnquiry();
    await call(server, 'POST', `/enquiries/${enquiry.id}/replies`, {
      cookie,
      body: { message: 'Avec plaisir.' },
    });
    const converted = await call(server, 'POST', `/enquiries/${enquiry.id}/client`, {
      cookie,
      body: { firstname: 'Camille', lastname: 'Martin' },
    });
    // Not booked: the account alone, its album to make later from the enquiry.
    expect(converted.body).toMatchObject({
      message: `Invitation envoyée à ${enquiry.email}.`,
      data: { created: true, albumId: null },
    });
    const path = `/clients/${converted.body.data.clientId}`;
    const saved = await call(server, 'PUT', path, {
      cookie,
      body: {
        phone: '06 11 22 33 44',
        address: '3 rue des Lilas\n34000 Montpellier',
        notes: 'Préfère le matin.',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(clientFileMessages.saved);

    const file = (await call(server, 'GET', path, { cookie })).body.data;
    expect(file).toMatchObject({
      email: enquiry.email,
      phone: '06 11 22 33 44',
      address: '3 rue des Lilas\n34000 Montpellier',
      notes: 'Préfère le matin.',
      enquiries: [{ id: enquiry.id, formula: 'solo-confort', status: 'répondue' }],
      albums: [],
      downloads: [],
    });
    expect(file.emails.map((mail: { kind: string }) => mail.kind).sort()).toEqual(['invitation', 'reply']);
  });

  it('lists the e-mails of the bookings made at the client’s address: request, answers, move, cancellation', async () => {
    const client = await addUser(server, { email: `reservations-${Date.now()}@exemple.fr` });
    await call(server, 'PUT', '/bookings/availability', {
      cookie,
      body: {
        ...defaultAvailability,
        weeklyHours: Array.from({ length: 7 }, () => ({ open: true, start: '09:00', end: '18:00' })),
        noticeHours: 0,
        cancelHours: 0,
        formulas: [{ formula: 'solo-essentiel', minutes: 60 }],
      },
    });
    const days = (await call(server, 'GET', '/bookings/slots?service=solo')).body.data[0].days as {
      slots: { start: string }[];
    }[];
    const starts = days.flatMap((day) => day.slots.map((slot) => slot.start));
    const book = async (start: string | undefined) => {
      const { stamp } = (await call(server, 'GET', '/enquiries/stamp')).body;
      offsetMs += 5_000;
      const body = {
        formula: 'solo-essentiel',
        start,
        firstname: 'Camille',
        lastname: 'Martin',
        // The address as the visitor typed it: the file finds it whatever its case.
        email: client.email.toUpperCase(),
        phone: '',
        message: '',
        website: '',
        startedAt: stamp,
      };
      expect((await call(server, 'POST', '/bookings', { body })).status).toBe(201);
      const list = (await call(server, 'GET', '/bookings', { cookie })).body.data as {
        id: number;
        start: string;
      }[];
      return list.find((booking) => booking.start === start)?.id;
    };
    const kept = await book(starts[20]);
    const declined = await book(starts[40]);
    await call(server, 'PUT', `/bookings/${declined}/status`, { cookie, body: { status: 'refusée' } });
    const before = (await smtp.settled(server)).length;
    await call(server, 'PUT', `/bookings/${kept}/status`, { cookie, body: { status: 'confirmée' } });
    const mail = (await smtp.settled(server, before)).find((m) =>
      m.to.join().toLowerCase().includes(client.email),
    );
    const token = mail?.content.match(/deplacer\?token=([\w-]{43})/)?.[1];
    expect(
      (await call(server, 'POST', '/bookings/move', { body: { token, start: starts[30] } })).status,
    ).toBe(200);
    expect((await call(server, 'POST', '/bookings/cancel', { body: { token } })).status).toBe(200);

    const file = (await call(server, 'GET', `/clients/${client.id}`, { cookie })).body.data;
    const sent = (kind: string) =>
      file.emails
        .filter((email: { kind: string }) => email.kind === kind)
        .map((email: { subject: string }) => email.subject.replace(/ – .*$/, '').replace(/ : .*$/, ''))
        .sort();
    expect(sent('booking')).toEqual([
      'Votre demande de réservation',
      'Votre séance est confirmée',
      'Votre séance est déplacée',
    ]);
    expect(sent('bookingStudio')).toEqual([
      'Réservation annulée',
      'Réservation confirmée',
      'Réservation déplacée',
      'Réservation à confirmer',
      'Réservation à confirmer',
    ]);
    expect(file.emails.map((email: { at: string }) => email.at)).toEqual(
      file.emails
        .map((email: { at: string }) => email.at)
        .sort()
        .reverse(),
    );
  });

  it('has her album, her sent selection, her downloads (not the studio’s) and her bookings in its history', async () => {
    const client = await addUser(server, { email: `historique-${Date.now()}@exemple.fr` });
    const setup = {
      server,
      admin: cookie,
      ownerId: client.id,
      owner: await login(server, client.email, PASSWORD),
    };
    const albumId = await createGalleryAlbum(setup, 'fiche-historique-2026');
    const [photo] = await uploadToAlbum(setup, albumId, [{ name: 'IMG_0042.jpg', data: await phonePhoto() }]);
    await server.app.background.galleryPhotosPass();
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, {
      cookie,
      body: { includedPhotos: 10, downloadsEnabled: true, watermark: false, graceDays: 30 },
    });
    const asOwner = { cookie: setup.owner };
    await call(server, 'PUT', `/galleries/${albumId}/favourites/${photo}`, {
      ...asOwner,
      body: { favourite: true },
    });
    expect((await call(server, 'POST', `/galleries/${albumId}/selection`, asOwner)).status).toBe(200);
    // Her download, then the studio's own of the same photo from the album's screen.
    const original = `${server.url}/api/galleries/${albumId}/photos/${photo}/original`;
    for (const who of [setup.owner, cookie]) {
      const response = await fetch(original, { headers: { cookie: who } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const start = new Date('2027-07-03T08:00:00Z');
    const end = new Date('2027-07-03T09:00:00Z');
    await server.app.db.insert(bookings).values({
      formula: 'solo-essentiel',
      startsAt: start,
      endsAt: end,
      heldFrom: start,
      heldUntil: end,
      firstname: 'Camille',
      lastname: 'Martin',
      email: client.email,
      status: 'confirmée',
      cancelToken: `jeton-historique-${client.id}`,
    });
    // Both downloads are counted once their last byte has left: the studio's album screen lists both.
    await expect
      .poll(
        async () =>
          (await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie })).body.downloads.length,
      )
      .toBe(2);

    const response = await call(server, 'GET', `/clients/${client.id}`, { cookie });
    expect(response.status).toBe(200);
    const file = response.body.data;
    expect(file.albums).toEqual([expect.objectContaining({ id: albumId, date: '20/06/2026' })]);
    expect(file.selections).toEqual([expect.objectContaining({ albumId, favourites: 1 })]);
    expect(file.downloads).toEqual([
      expect.objectContaining({ albumId, kind: 'photo', fileName: 'IMG_0042.jpg' }),
    ]);
    expect(file.bookings).toEqual([
      expect.objectContaining({
        formula: 'solo-essentiel',
        status: 'confirmée',
        startsAt: start.toISOString(),
      }),
    ]);
  });

  it('refuses invalid fields with their French message and keeps what was stored', async () => {
    const client = await addUser(server);
    const path = `/clients/${client.id}`;
    const cases: [Record<string, string>, string][] = [
      [{ phone: 'appelez-moi' }, clientFileMessages.phoneInvalid],
      [{ address: 'x'.repeat(501) }, clientFileMessages.addressTooLong],
      [{ notes: 'x'.repeat(5001) }, clientFileMessages.notesTooLong],
    ];
    for (const [change, message] of cases) {
      const response = await call(server, 'PUT', path, {
        cookie,
        body: { phone: '', address: '', notes: 'gardée', ...change },
      });
      expect({ change, status: response.status, message: response.body.message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
    expect((await call(server, 'GET', path, { cookie })).body.data.notes).toBe('');
    expect((await call(server, 'GET', '/clients/999999', { cookie })).status).toBe(404);
  });

  it('is the admin’s alone: 401 without a session, 403 for a client', async () => {
    const client = await addUser(server);
    const enquiry = await storedEnquiry();
    const calls: [string, string, object?][] = [
      ['GET', `/clients/${client.id}`],
      ['PUT', `/clients/${client.id}`, { phone: '', address: '', notes: 'x' }],
      ['GET', `/enquiries/${enquiry.id}`],
      ['POST', `/enquiries/${enquiry.id}/replies`, { message: 'x' }],
      ['POST', `/enquiries/${enquiry.id}/client`, { firstname: 'A', lastname: 'B' }],
    ];
    for (const [method, path, body] of calls) {
      expect({ path, method, status: (await call(server, method, path, { body })).status }).toEqual({
        path,
        method,
        status: 401,
      });
      const asClient = await call(server, method, path, { body, cookie: clientCookie });
      expect({ path, method, status: asClient.status }).toEqual({ path, method, status: 403 });
    }
    expect((await call(server, 'GET', `/enquiries/${enquiry.id}`, { cookie })).body.data.replies).toEqual([]);
  });
});
