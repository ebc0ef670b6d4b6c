import { type Availability, defaultAvailability } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { instantAt, wallTimeOf } from './paris-time';
import { freeSlotDays, slotsOn } from './slots';

const every = (start: string, end: string) => Array.from({ length: 7 }, () => ({ open: true, start, end }));

const availability = (overrides: Partial<Availability> = {}): Availability => ({
  ...defaultAvailability,
  weeklyHours: every('09:00', '12:00'),
  bufferMinutes: 0,
  noticeHours: 0,
  formulas: [
    { formula: 'solo-essentiel', minutes: 60 },
    { formula: 'mariage-premium', minutes: 480 },
  ],
  ...overrides,
});
const longAgo = new Date('2026-01-01T00:00:00Z');
const starts = (rules: Availability, formula: string, day: string) =>
  slotsOn(rules, formula, day, longAgo).map((slot) => slot.start.toISOString());

describe('Paris wall clock', () => {
  it('reads 10:00 as 09:00 UTC in winter and 08:00 UTC in summer', () => {
    expect(instantAt('2026-03-28', 600)?.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(instantAt('2026-03-29', 600)?.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(instantAt('2026-10-24', 600)?.toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(instantAt('2026-10-25', 600)?.toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('has no 02:30 on the last Sunday of March, and the first of two on the last Sunday of October', () => {
    expect(instantAt('2026-03-29', 150)).toBeNull();
    expect(instantAt('2026-10-25', 150)?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallTimeOf(new Date('2026-10-25T01:30:00Z'))).toEqual({ day: '2026-10-25', minutes: 150 });
  });
});

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
