import { afterEach, describe, expect, it, rs } from '@rstest/core';
import Fastify from 'fastify';
import { scheduledArticlesJob } from './scheduled-articles';

afterEach(() => {
  rs.useRealTimers();
});

describe('scheduled articles', () => {
  it('drops the pages that read articles when the app clock’s studio day changes, not before', async () => {
    rs.useFakeTimers();
    // The machine's time stays at noon: only the app's clock reaches midnight.
    rs.setSystemTime(new Date('2026-11-20T11:00:00Z'));
    // 23:58 in Paris (UTC+1 in November).
    let now = new Date('2026-11-20T22:58:00Z').getTime();
    const changed: string[] = [];
    const app = Fastify();
    await app.register(scheduledArticlesJob, {
      content: { changed: (tag: string) => changed.push(tag) } as never,
      clock: () => new Date(now),
    });
    await app.ready();
    const minutesPass = (minutes: number) => {
      now += minutes * 60_000;
      rs.advanceTimersByTime(minutes * 60_000);
    };
    minutesPass(1);
    expect(changed).toEqual([]);
    minutesPass(2);
    expect(changed).toEqual(['articles']);
    minutesPass(10);
    expect(changed).toEqual(['articles']);
    await app.close();
  });
});
