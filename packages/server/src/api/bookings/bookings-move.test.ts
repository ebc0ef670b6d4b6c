import { bookingMessages, defaultContact } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  bookedAs,
  bookingServerForFile,
  clock,
  confirmedMail,
  cookie,
  expectMovedEvent,
  icsOf,
  listed,
  moveLinkToken,
  parisWall,
  sentSoFar,
  server,
  smtp,
  starts,
} from '../../testing/bookings';
import { parseCalendarEvent } from '../../testing/calendar-file';
import { call } from '../../testing/server';

// A visitor moving her booking from its link (a slot taken meanwhile: bookings-move-race.test.ts;
// too late: bookings-move-late.test.ts).
bookingServerForFile();

describe('moving a booking from its link', () => {
  it('moves a confirmed booking to a free slot: pending again, both told with the same event a sequence later, the feed and her list at the new time', async () => {
    // Three days ahead: past her 48 hours of notice, within the week the page lists; not the
    // day's last start, so that 30 minutes later is a start too, whatever the time the test runs.
    const free = await starts();
    const halfHourLater = (s: string) => new Date(new Date(s).getTime() + 30 * 60_000).toISOString();
    const start = free.find(
      (s) => new Date(s).getTime() > clock().getTime() + 72 * 3_600_000 && free.includes(halfHourLater(s)),
    ) as string;
    const mine = await bookedAs(start, 'deplacer@exemple.fr');
    const confirmation = await confirmedMail(mine.id, 'deplacer@exemple.fr');
    const content = confirmation?.content ?? '';
    const token = moveLinkToken(content);
    expect(content).toContain('Déplacer ma réservation');
    const confirmed = parseCalendarEvent(icsOf(confirmation));

    // The page of the link lists the free slots of the formula, but the one it holds.
    const view = await call(server, 'POST', '/bookings/move/slots', { body: { token } });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ formula: 'solo-essentiel', start, problem: '' });
    const offered = view.body.data.days.flatMap((day: { slots: { start: string }[] }) =>
      day.slots.map((slot) => slot.start),
    );
    expect(offered).not.toContain(start);
    // 30 minutes later overlaps its own held time only: offered.
    expect(offered).toContain(halfHourLater(start));
    const target = offered[offered.length - 1] as string;

    const sent = await sentSoFar();
    const moved = await call(server, 'POST', '/bookings/move', { body: { token, start: target } });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(bookingMessages.moved);
    expect(moved.body.data.start).toBe(target);
    expect(await listed('deplacer@exemple.fr')).toMatchObject({
      id: mine.id,
      start: target,
      status: 'en attente',
    });
    expect(await starts()).toContain(start);
    expect(await starts()).not.toContain(target);

    const mails = await smtp.settled(server, sent);
    expect(mails).toHaveLength(2);
    const wall = parisWall(target).replace(/[-:]/g, '');
    for (const to of ['deplacer@exemple.fr', defaultContact.email])
      expectMovedEvent(
        mails.find((m) => m.to.includes(to)),
        confirmed,
        target,
      );
    // Her feed has the new time.
    const { feedUrl } = (await call(server, 'GET', '/bookings/availability', { cookie })).body;
    const feed = await call(server, 'GET', `/bookings/feed.ics${new URL(feedUrl).search}`);
    expect(feed.text.replace(/\r?\n[ \t]/g, '')).toContain(`DTSTART;TZID=Europe/Paris:${wall}`);
    // The same link moves it again, and cancels it.
    expect(
      (await call(server, 'POST', '/bookings/move', { body: { token, start: target } })).body.message,
    ).toBe(bookingMessages.moveSameSlot);
    expect((await call(server, 'POST', '/bookings/cancel', { body: { token } })).status).toBe(200);
    expect((await call(server, 'POST', '/bookings/move', { body: { token, start } })).status).toBe(404);
  });
});
