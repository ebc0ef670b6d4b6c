import { describe, expect, it } from '@rstest/core';
import { frenchDay, isIsoDay, sessionDay, studioDay } from './dates';

describe('album dates', () => {
  it('reads the day in the studio’s time zone', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Montpellier.
    expect(studioDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(studioDay(new Date('2026-06-15T12:00:00Z'))).toBe('2026-06-15');
  });

  it('writes a day DD/MM/YYYY and reads a session date written so', () => {
    expect(frenchDay('2026-03-04')).toBe('04/03/2026');
    expect(sessionDay(' 4/3/2026 ')).toBe('2026-03-04');
    expect(sessionDay('31/02/2026')).toBeNull();
    expect(sessionDay('mars 2026')).toBeNull();
  });

  it('knows real days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
  });
});
