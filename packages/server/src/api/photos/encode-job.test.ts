import { describe, expect, it } from '@rstest/core';
import pino from 'pino';
import { phonePhoto } from '../../testing/photos';
import { type EncodeRow, type EncodeRows, encodeJob } from './encode-job';
import type { PhotoStorage } from './storage';

/** One photo's rows in memory: what the job marks on them. */
function rowsOf(row: EncodeRow) {
  const marks: string[] = [];
  const rows: EncodeRows<EncodeRow> = {
    start: async () => row,
    fail: async (_, message) => marks.push(`échec : ${message}`),
    ready: async () => marks.push('prête') > 0,
    waiting: async () => [],
    originalKey: () => 'original',
    variantKey: (_, width, extension) => `${width}.${extension}`,
  };
  return { rows, marks };
}

describe('a photo job', () => {
  it('stopped while its variants are stored, fails to be retried, and the photo is not marked ready', async () => {
    const original = await phonePhoto();
    const stop = new AbortController();
    const stored: string[] = [];
    const storage = {
      get: async () => original,
      // The app begins to stop while the first variant is written.
      put: async (key: string) => {
        stored.push(key);
        stop.abort();
      },
    } as unknown as PhotoStorage;
    const { rows, marks } = rowsOf({ id: 'photo', name: 'mariage.jpg' });
    const job = encodeJob({
      queue: 'photo-test',
      rows,
      storage,
      log: pino({ level: 'silent' }),
      retryDelayMs: 1000,
      heartbeatSeconds: 60,
      clock: () => new Date(),
      profile: 'gallery',
      kind: 'photo',
    });
    const handled = job.handle({
      id: 'job',
      data: { photoId: 'photo' },
      retryCount: 0,
      signal: stop.signal,
    } as never);
    await expect(handled).rejects.toThrow('arrêt');
    expect({ stored, marks }).toEqual({ stored: ['400.webp'], marks: [] });
  });
});
