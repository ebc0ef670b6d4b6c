import { describe, expect, it } from '@rstest/core';
import { availability, every, longAgo } from '../../testing/availability';
import { freeSlotDays, slotsOn } from './slots';

/** What her rules leave out (the days the clocks change: slots-clock-changes.test.ts). */
describe('slots', () => {
  it('leaves out closed days, blocked dates, the notice, the pause after a booking and a wedding’s day', () => {
    const rules = availability({
      weeklyHours: every('09:00', '12:00').map((day, index) => (index === 6 ? { ...day, open: false } : day)),
      blockedDates: ['2026-06-02'],
      bufferMinutes: 30,
      noticeHours: 24,
    });
    const now = new Date('2026-05-31T06:00:00Z'); // Sunday 08:00 in Paris: nothing before Monday 08:00
    // Monday 10:00–11:00 in Paris is taken.
    const taken = [{ from: new Date('2026-06-01T08:00:00Z'), until: new Date('2026-06-01T09:00:00Z') }];
    const days = freeSlotDays(rules, 'solo-essentiel', now, taken, 3);
    expect(days.map((day) => day.day)).toEqual(['2026-06-01', '2026-06-03']);
    // 09:00 would run into 10:00 with its pause; 11:00 starts after it.
    expect(days[0]?.slots.map((slot) => slot.time)).toEqual(['11:00']);
    // A wedding holds its whole day: none on Monday, where a session is booked.
    const weddings = freeSlotDays(rules, 'mariage-premium', now, taken, 3);
    expect(weddings.map((day) => day.day)).toEqual([]);
    const longer = availability({ weeklyHours: every('09:00', '19:00'), noticeHours: 0 });
    const [wedding] = slotsOn(longer, 'mariage-premium', '2026-06-03', longAgo);
    expect(wedding?.held).toEqual({
      from: new Date('2026-06-02T22:00:00Z'),
      until: new Date('2026-06-03T22:00:00Z'),
    });
  });
});
