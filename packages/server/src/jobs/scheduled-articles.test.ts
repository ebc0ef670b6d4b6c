import { afterEach, describe, expect, it, rs } from '@rstest/core';
import Fastify from 'fastify';
import { scheduledArticlesJob } from './scheduled-articles';

afterEach(() => {
  rs.useRealTimers();
});

describe('scheduled articles', () => {
  it('drops the pages that read articles when the studio’s day changes, not before', async () => {
    rs.useFakeTimers();
    // 23:58 in Paris (UTC+1 in November).
    rs.setSystemTime(new Date('2026-11-20T22:58:00Z'));
    const changed: string[] = [];
    const app = Fastify();
    await app.register(scheduledArticlesJob, {
      content: { changed: (tag: string) => changed.push(tag) } as never,
    });
    await app.ready();
    rs.advanceTimersByTime(60_000);
    expect(changed).toEqual([]);
    rs.advanceTimersByTime(2 * 60_000);
    expect(changed).toEqual(['articles']);
    rs.advanceTimersByTime(10 * 60_000);
    expect(changed).toEqual(['articles']);
    await app.close();
  });
});
