import { clientFileMessages, defaultAvailability } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { clientFileServerForFile, confirmedBooking, storedEnquiry } from '../../testing/client-file-server';
import { createGalleryAlbum, uploadToAlbum } from '../../testing/galleries';
import { phonePhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD } from '../../testing/server';

const site = clientFileServerForFile();

/** Opens every day from 9:00 to 18:00 for the one-hour solo session, and answers the slots offered. */
async function openSoloEveryDay() {
  await call(site.server, 'PUT', '/bookings/availability', {
    cookie: site.admin,
    body: {
      ...defaultAvailability,
      weeklyHours: Array.from({ length: 7 }, () => ({ open: true, start: '09:00', end: '18:00' })),
      noticeHours: 0,
      cancelHours: 0,
      formulas: [{ formula: 'solo-essentiel', minutes: 60 }],
    },
  });
  const days = (await call(site.server, 'GET', '/bookings/slots?service=solo')).body.data[0].days as {
    slots: { start: string }[];
  }[];
  return days.flatMap((day) => day.slots.map((slot) => slot.start));
}

/** Books the slot at `start` through the public form, as the visitor of `email`; answers the booking's id. */
async function bookAs(email: string, start: string | undefined) {
  const { stamp } = (await call(site.server, 'GET', '/enquiries/stamp')).body;
  site.offsetMs += 5_000;
  const body = {
    formula: 'solo-essentiel',
    start,
    firstname: 'Camille',
    lastname: 'Martin',
    // The address as the visitor typed it: the file finds it whatever its case.
    email: email.toUpperCase(),
    phone: '',
    message: '',
    website: '',
    startedAt: stamp,
  };
  expect((await call(site.server, 'POST', '/bookings', { body })).status).toBe(201);
  const list = (await call(site.server, 'GET', '/bookings', { cookie: site.admin })).body.data as {
    id: number;
    start: string;
  }[];
  return list.find((booking) => booking.start === start)?.id;
}

/**
 * An album of `client` with one photo, which she adds to her favourites, sends as her selection and
 * downloads; the studio downloads it too. Answers its id.
 */
async function albumSheSelectedAndDownloaded(client: { id: number; email: string }) {
  const setup = {
    server: site.server,
    admin: site.admin,
    ownerId: client.id,
    owner: await login(site.server, client.email, PASSWORD),
  };
  const albumId = await createGalleryAlbum(setup, 'fiche-historique-2026');
  const [photo] = await uploadToAlbum(setup, albumId, [{ name: 'IMG_0042.jpg', data: await phonePhoto() }]);
  await site.server.app.background.galleryPhotosPass();
  await call(site.server, 'PUT', `/admin/albums/${albumId}/gallery`, {
    cookie: site.admin,
    body: { includedPhotos: 10, downloadsEnabled: true, watermark: false, graceDays: 30 },
  });
  const asOwner = { cookie: setup.owner };
  await call(site.server, 'PUT', `/galleries/${albumId}/favourites/${photo}`, {
    ...asOwner,
    body: { favourite: true },
  });
  expect((await call(site.server, 'POST', `/galleries/${albumId}/selection`, asOwner)).status).toBe(200);
  // Her download, then the studio's own of the same photo from the album's screen.
  const original = `${site.server.url}/api/galleries/${albumId}/photos/${photo}/original`;
  for (const who of [setup.owner, site.admin]) {
    const response = await fetch(original, { headers: { cookie: who } });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
  return albumId;
}

describe('the client file', () => {
  it('keeps phone, postal address and notes, and lists the enquiries and e-mails of the client', async () => {
    const enquiry = await storedEnquiry(site);
    await call(site.server, 'POST', `/enquiries/${enquiry.id}/replies`, {
      cookie: site.admin,
      body: { message: 'Avec plaisir.' },
    });
    const converted = await call(site.server, 'POST', `/enquiries/${enquiry.id}/client`, {
      cookie: site.admin,
      body: { firstname: 'Camille', lastname: 'Martin' },
    });
    // Not booked: the account alone, its album to make later from the enquiry.
    expect(converted.body).toMatchObject({
      message: `Invitation envoyée à ${enquiry.email}.`,
      data: { created: true, albumId: null },
    });
    const path = `/clients/${converted.body.data.clientId}`;
    const saved = await call(site.server, 'PUT', path, {
      cookie: site.admin,
      body: {
        phone: '06 11 22 33 44',
        address: '3 rue des Lilas\n34000 Montpellier',
        notes: 'Préfère le matin.',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(clientFileMessages.saved);

    const file = (await call(site.server, 'GET', path, { cookie: site.admin })).body.data;
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
});

describe('the client file: booking e-mails', () => {
  it('lists the e-mails of the bookings made at the client’s address: request, answers, move, cancellation', async () => {
    const client = await addUser(site.server, { email: `reservations-${Date.now()}@exemple.fr` });
    const starts = await openSoloEveryDay();
    const book = (start: string | undefined) => bookAs(client.email, start);
    const kept = await book(starts[20]);
    const declined = await book(starts[40]);
    await call(site.server, 'PUT', `/bookings/${declined}/status`, {
      cookie: site.admin,
      body: { status: 'refusée' },
    });
    const before = (await site.smtp.settled(site.server)).length;
    await call(site.server, 'PUT', `/bookings/${kept}/status`, {
      cookie: site.admin,
      body: { status: 'confirmée' },
    });
    const mail = (await site.smtp.settled(site.server, before)).find((m) =>
      m.to.join().toLowerCase().includes(client.email),
    );
    const token = mail?.content.match(/deplacer\?token=([\w-]{43})/)?.[1];
    expect(
      (await call(site.server, 'POST', '/bookings/move', { body: { token, start: starts[30] } })).status,
    ).toBe(200);
    expect((await call(site.server, 'POST', '/bookings/cancel', { body: { token } })).status).toBe(200);

    const file = (await call(site.server, 'GET', `/clients/${client.id}`, { cookie: site.admin })).body.data;
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
});

describe('the client file: her history', () => {
  it('has her album, her sent selection, her downloads (not the studio’s) and her bookings in its history', async () => {
    const client = await addUser(site.server, { email: `historique-${Date.now()}@exemple.fr` });
    const albumId = await albumSheSelectedAndDownloaded(client);
    const start = new Date('2027-07-03T08:00:00Z');
    await confirmedBooking(site, {
      formula: 'solo-essentiel',
      start,
      email: client.email,
      cancelToken: `jeton-historique-${client.id}`,
    });
    // Both downloads are counted once their last byte has left: the studio's album screen lists both.
    await expect
      .poll(
        async () =>
          (await call(site.server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: site.admin })).body
            .downloads.length,
      )
      .toBe(2);

    const response = await call(site.server, 'GET', `/clients/${client.id}`, { cookie: site.admin });
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
});

describe('the client file: refusals', () => {
  it('refuses invalid fields with their French message and keeps what was stored', async () => {
    const client = await addUser(site.server);
    const path = `/clients/${client.id}`;
    const cases: [Record<string, string>, string][] = [
      [{ phone: 'appelez-moi' }, clientFileMessages.phoneInvalid],
      [{ address: 'x'.repeat(501) }, clientFileMessages.addressTooLong],
      [{ notes: 'x'.repeat(5001) }, clientFileMessages.notesTooLong],
    ];
    for (const [change, message] of cases) {
      const response = await call(site.server, 'PUT', path, {
        cookie: site.admin,
        body: { phone: '', address: '', notes: 'gardée', ...change },
      });
      expect({ change, status: response.status, message: response.body.message }).toEqual({
        change,
        status: 400,
        message,
      });
    }
    expect((await call(site.server, 'GET', path, { cookie: site.admin })).body.data.notes).toBe('');
    expect((await call(site.server, 'GET', '/clients/999999', { cookie: site.admin })).status).toBe(404);
  });

  it('is the admin’s alone: 401 without a session, 403 for a client', async () => {
    const client = await addUser(site.server);
    const enquiry = await storedEnquiry(site);
    const calls: [string, string, object?][] = [
      ['GET', `/clients/${client.id}`],
      ['PUT', `/clients/${client.id}`, { phone: '', address: '', notes: 'x' }],
      ['GET', `/enquiries/${enquiry.id}`],
      ['POST', `/enquiries/${enquiry.id}/replies`, { message: 'x' }],
      ['POST', `/enquiries/${enquiry.id}/client`, { firstname: 'A', lastname: 'B' }],
    ];
    for (const [method, path, body] of calls) {
      expect({ path, method, status: (await call(site.server, method, path, { body })).status }).toEqual({
        path,
        method,
        status: 401,
      });
      const asClient = await call(site.server, method, path, { body, cookie: site.client });
      expect({ path, method, status: asClient.status }).toEqual({ path, method, status: 403 });
    }
    expect(
      (await call(site.server, 'GET', `/enquiries/${enquiry.id}`, { cookie: site.admin })).body.data.replies,
    ).toEqual([]);
  });
});
