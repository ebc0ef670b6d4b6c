import { bookingMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { bookingServerForFile, clock, heldWithLink, server, startOf, starts } from '../../testing/bookings';
import { call } from '../../testing/server';

// A move past her notice, from a dead link, or to a time her rules do not offer.
bookingServerForFile();

describe('moving a booking from its link', () => {
  it('is too late within her cancellation notice, and a link that names nothing says so', async () => {
    // Her notice to move is 48 hours, to book 24: a free start inside the day between can no longer
    // move. Taken from the free list so that it overlaps none of the bookings held before, whatever
    // the time the test runs.
    const within = (await starts()).find((s) => new Date(s).getTime() < clock().getTime() + 47 * 3_600_000);
    if (!within) throw new Error('no free start within her notice to move');
    const soon = await heldWithLink(within);
    const [free] = (await starts()).slice(-1);
    const late = await call(server, 'POST', '/bookings/move', { body: { token: soon.token, start: free } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(bookingMessages.moveTooLate);
    expect(await startOf(soon.id)).toBe(soon.start);
    const view = await call(server, 'POST', '/bookings/move/slots', { body: { token: soon.token } });
    expect(view.body.data).toMatchObject({ problem: bookingMessages.moveTooLate, days: [] });

    const invalid = await call(server, 'POST', '/bookings/move', { body: { token: 'faux', start: free } });
    expect(invalid.status).toBe(404);
    expect(invalid.body.message).toBe(bookingMessages.moveLinkInvalid);
    const nothing = await call(server, 'POST', '/bookings/move/slots', { body: { token: 'faux' } });
    expect(nothing.body.data).toMatchObject({ problem: bookingMessages.moveLinkInvalid, days: [] });
    // A time her rules do not offer.
    const mover = await heldWithLink((await starts()).slice(-5)[0] as string);
    const offHours = new Date(new Date(free as string).getTime() + 15 * 60_000).toISOString();
    const outside = await call(server, 'POST', '/bookings/move', {
      body: { token: mover.token, start: offHours },
    });
    expect(outside.status).toBe(409);
    expect(outside.body.message).toBe(bookingMessages.slotUnavailable);
  });
});
