import { bookingMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { bookingServerForFile, cookie, rules, server, slots, starts } from '../../testing/bookings';
import { addUser, call, login, PASSWORD } from '../../testing/server';

// Her booking rules: hers alone to set, and what they offer once saved (the bookings: bookings*.test.ts).
bookingServerForFile({ withRules: false });

describe('her availability', () => {
  it('is the studio’s alone, checked with French messages at the field, and offers slots once saved', async () => {
    expect((await call(server, 'GET', '/bookings/availability')).status).toBe(401);
    const client = await addUser(server);
    const clientCookie = await login(server, client.email, PASSWORD);
    expect(
      (await call(server, 'PUT', '/bookings/availability', { cookie: clientCookie, body: rules })).status,
    ).toBe(403);

    const before = await call(server, 'GET', '/bookings/availability', { cookie });
    expect(before.body.data.formulas).toEqual([]);
    expect(await starts()).toEqual([]);

    const wrong = await call(server, 'PUT', '/bookings/availability', {
      cookie,
      body: { ...rules, weeklyHours: rules.weeklyHours.map((day) => ({ ...day, end: '08:00' })) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(bookingMessages.endBeforeStart);

    const saved = await call(server, 'PUT', '/bookings/availability', { cookie, body: rules });
    expect(saved.status).toBe(200);
    expect(saved.body.feedUrl).toMatch(
      /^https:\/\/photo\.example\.fr\/api\/bookings\/feed\.ics\?token=[\w-]{43}$/,
    );
    const days = await slots();
    expect(days.length).toBeGreaterThan(50);
    expect(days[0]?.slots[0]?.time).toMatch(/^\d\d:[03]0$/);
    // Not bookable online: no slot.
    expect(await starts('mariage-premium')).toEqual([]);
  });
});
