import { bookingMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  bookedAs,
  bookingServerForFile,
  cookie,
  icsOf,
  sentSoFar,
  server,
  smtp,
  starts,
} from '../../testing/bookings';
import { call } from '../../testing/server';

// A booking declined, or cancelled from its link (her confirmation: bookings-confirm.test.ts).
bookingServerForFile();

describe('her answer, the mails and the feed', () => {
  it('declining frees the slot and tells the visitor without an .ics', async () => {
    // Hours past the earliest: the form moves the test's clock, which could put the earliest within her notice.
    const start = (await starts())[20];
    const mine = await bookedAs(start as string, 'refus@exemple.fr');
    expect(await starts()).not.toContain(start);
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
    const mine = await bookedAs(start, 'annule@exemple.fr');
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
