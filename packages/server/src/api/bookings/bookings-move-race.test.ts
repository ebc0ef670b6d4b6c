import { bookingMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { booking, bookingServerForFile, heldWithLink, server, startOf, starts } from '../../testing/bookings';
import { call } from '../../testing/server';

// Moves and bookings racing for one slot: one wins, the others are told in French.
bookingServerForFile();

describe('moving a booking from its link', () => {
  it('refuses a taken slot in French and keeps the old one; of moves and bookings sent at once to one slot, one wins', async () => {
    const all = await starts();
    const taken = await heldWithLink(all[all.length - 100] as string);
    const mover = await heldWithLink(all[all.length - 110] as string);
    const refused = await call(server, 'POST', '/bookings/move', {
      body: { token: mover.token, start: taken.start },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(bookingMessages.slotTaken);
    expect(await startOf(mover.id)).toBe(mover.start);

    const target = all[all.length - 130] as string;
    const movers = await Promise.all(
      [140, 150, 160, 170, 180].map((back) => heldWithLink(all[all.length - back] as string)),
    );
    const bodies = await Promise.all(Array.from({ length: 5 }, () => booking(target)));
    const answers = await Promise.all([
      ...movers.map((m) =>
        call(server, 'POST', '/bookings/move', { body: { token: m.token, start: target } }),
      ),
      ...bodies.map((body) => call(server, 'POST', '/bookings', { body })),
    ]);
    const statuses = answers.map((answer) => answer.status);
    // Every answer named on failure: a 409 missing is otherwise only a count.
    const named = JSON.stringify(answers.map((answer) => [answer.status, answer.body.message]));
    expect(
      statuses.filter((status) => status < 300),
      named,
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      named,
    ).toHaveLength(9);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe(bookingMessages.slotTaken);
    for (const [index, m] of movers.entries())
      expect(await startOf(m.id)).toBe((statuses[index] ?? 0) < 300 ? target : m.start);
  });
});
