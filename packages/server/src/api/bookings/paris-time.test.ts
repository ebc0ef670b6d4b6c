import { describe, expect, it } from '@rstest/core';
import { instantAt, wallTimeOf } from './paris-time';

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
