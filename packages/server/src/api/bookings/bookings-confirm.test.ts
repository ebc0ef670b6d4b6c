import { defaultContact, studio } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  bookedAs,
  bookingServerForFile,
  cookie,
  expectConfirmedEvent,
  sentSoFar,
  server,
  smtp,
  starts,
} from '../../testing/bookings';
import { call } from '../../testing/server';

// Her confirmation, its mails and her calendar feed (declining and cancelling: bookings-decline-cancel.test.ts).
bookingServerForFile();

describe('her answer, the mails and the feed', () => {
  it('confirming mails both sides an .ics in Paris time, lists it in the feed; revoking ends the feed', async () => {
    // Hours past the earliest: the form moves the test's clock, which could put the earliest within her notice.
    const start = (await starts())[20];
    const before = await sentSoFar();
    const mine = await bookedAs(start as string, 'visiteur@exemple.fr');
    const [toStudio] = await smtp.settled(server, before);
    expect(toStudio?.to).toContain(defaultContact.email);
    expect(toStudio?.content).toContain('Reply-To: visiteur@exemple.fr');

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
    // As a calendar app reads it, each side's with its own summary.
    const event = { uid: `reservation-${mine.id}@photo.example.fr`, start: start as string, end };
    const summary = `Séance photo Portrait Solo – Essentiel – ${studio.name}`;
    expectConfirmedEvent(visitor, { ...event, summary });
    expectConfirmedEvent(studioMail, { ...event, summary: 'Portrait Solo – Essentiel – Camille Martin' });
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
});
