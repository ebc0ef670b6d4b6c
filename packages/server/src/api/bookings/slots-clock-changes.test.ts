import { describe, expect, it } from '@rstest/core';
import { availability, every, longAgo, starts } from '../../testing/availability';
import { wallTimeOf } from './paris-time';
import { freeSlotDays, slotsOn } from './slots';

/** The slots on the days the clocks change (the other rules: slots.test.ts). */
describe('slots', () => {
  it('offers the same wall-clock times on both sides of the spring change', () => {
    const rules = availability();
    expect(starts(rules, 'solo-essentiel', '2026-03-28')).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-28T08:30:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-28T09:30:00.000Z',
      '2026-03-28T10:00:00.000Z',
    ]);
    expect(starts(rules, 'solo-essentiel', '2026-03-29')[0]).toBe('2026-03-29T07:00:00.000Z');
    expect(starts(rules, 'solo-essentiel', '2026-10-25')[0]).toBe('2026-10-25T08:00:00.000Z');
    const labels = freeSlotDays(rules, 'solo-essentiel', new Date('2026-03-28T00:00:00Z'), [], 1);
    expect(labels.map((day) => [day.day, day.slots.map((slot) => slot.time)])).toEqual([
      ['2026-03-28', ['09:00', '09:30', '10:00', '10:30', '11:00']],
      ['2026-03-29', ['09:00', '09:30', '10:00', '10:30', '11:00']],
    ]);
  });

  it('skips the hour the spring change removes and lasts real minutes across it', () => {
    const rules = availability({ weeklyHours: every('01:00', '04:00') });
    const times = slotsOn(rules, 'solo-essentiel', '2026-03-29', longAgo).map((slot) => [
      wallTimeOf(slot.start).minutes,
      wallTimeOf(slot.end).minutes,
    ]);
    // 01:00, 01:30 then 03:00: 02:00 and 02:30 do not exist; 01:30 + 60 min ends at 03:30.
    expect(times).toEqual([
      [60, 180],
      [90, 210],
      [180, 240],
    ]);
  });

  it('offers the repeated hour of the autumn change once', () => {
    const rules = availability({ weeklyHours: every('01:00', '04:00') });
    const list = starts(rules, 'solo-essentiel', '2026-10-25');
    expect(list).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });
});
