import { describe, expect, it } from '@rstest/core';
import { scheduledArticlesJob } from './scheduled-articles';

describe('scheduled articles', () => {
  it('drops the pages that read articles at the studio’s midnight', async () => {
    const changed: string[] = [];
    const job = scheduledArticlesJob({ content: { changed: (tag: string) => changed.push(tag) } as never });
    // The engine reads every cron in the studio's time zone (engine.test.ts checks it).
    expect(job.cron).toBe('0 0 * * *');
    await job.handle({} as never);
    expect(changed).toEqual(['articles']);
  });
});
