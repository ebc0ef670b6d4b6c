import { bookingMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { booking, bookingServerForFile, server, starts } from '../../testing/bookings';
import { call } from '../../testing/server';

// Visitors booking a slot her rules offer (her rules: bookings-availability.test.ts).
bookingServerForFile();

describe('POST /api/bookings', () => {
  it('holds the slot for one visitor of 20 sending at once: the others get a French 409', async () => {
    const [start] = (await starts()).slice(-1);
    const bodies = await Promise.all(Array.from({ length: 20 }, () => booking(start as string)));
    const answers = await Promise.all(bodies.map((body) => call(server, 'POST', '/bookings', { body })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe(bookingMessages.slotTaken);
    expect(await starts()).not.toContain(start);
  });

  it('refuses a slot outside her availability, a formula not bookable and a filled honeypot holds nothing', async () => {
    // A slot hours past the earliest: each form moves the test’s clock 5 s, and the earliest slot
    // can fall within her 24 hours' notice before the test ends.
    const first = (await starts())[20];
    const offHours = new Date(new Date(first as string).getTime() + 15 * 60_000).toISOString();
    const outside = await call(server, 'POST', '/bookings', { body: await booking(offHours) });
    expect(outside.status).toBe(409);
    expect(outside.body.message).toBe(bookingMessages.slotUnavailable);
    const past = await call(server, 'POST', '/bookings', { body: await booking('2020-01-06T09:00:00.000Z') });
    expect(past.status).toBe(409);
    const wedding = await call(server, 'POST', '/bookings', {
      body: await booking(first as string, { formula: 'mariage-premium' }),
    });
    expect(wedding.status).toBe(409);
    expect(wedding.body.message).toBe(bookingMessages.notBookable);
    const robot = await call(server, 'POST', '/bookings', {
      body: await booking(first as string, { website: 'https://spam.example' }),
    });
    expect(robot.status).toBe(201);
    expect(await starts()).toContain(first);
  });

  it('holds the pause after a session: the next start is offered only after it', async () => {
    const all = await starts();
    const start = all[all.length - 40] as string;
    const held = await call(server, 'POST', '/bookings', { body: await booking(start) });
    expect(held.status).toBe(201);
    const after = await starts();
    const t = new Date(start).getTime();
    // 60 minutes and 30 of pause: 09:00 holds until 10:30, so 08:00 (ending 09:30 with its pause) and 10:00 go too.
    for (const gone of [-60, -30, 0, 30, 60])
      expect(after).not.toContain(new Date(t + gone * 60_000).toISOString());
  });
});
