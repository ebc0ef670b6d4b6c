import { once } from 'node:events';
import { afterAll, describe, expect, it } from '@rstest/core';
import Fastify from 'fastify';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { createTestConfig } from '../testing/server';
import { jobEngine } from './engine';

/**
 * What a stopping app does with the jobs under way: it waits for a job that would lose its work,
 * and hands back at once one that is redone from the start (a photo's encode).
 */
let database: DatabaseHandle;
let cleanup: () => Promise<void>;

afterAll(async () => {
  await database?.close();
  await cleanup?.();
});

/** An app with one queue whose job holds until its signal is aborted; what happened to the job. */
async function stopWhileRunning(interruptible: boolean) {
  const app = Fastify();
  await app.register(jobEngine, { database, superviseSeconds: 1 });
  const running = new EventTarget();
  let abortedAfterMs: number | undefined;
  const queue = interruptible ? 'long-interruptible' : 'long-kept';
  app.jobs.define({
    queue,
    interruptible,
    options: { retryLimit: 1, retryDelay: 60 },
    async handle(job) {
      running.dispatchEvent(new Event('started'));
      const started = Date.now();
      await once(job.signal, 'abort');
      abortedAfterMs = Date.now() - started;
      throw new Error('interrompue');
    },
  });
  await app.ready();
  // Listening before the send: the engine may fetch the job and start it before the send's own
  // answer comes back, and a start nobody heard left the test waiting until its timeout.
  const started = once(running, 'started');
  await app.jobs.send(queue, {});
  await started;
  await app.close();
  return abortedAfterMs;
}

describe('the job engine, stopping', () => {
  it('hands an interruptible job back at once, and gives the others their grace', async () => {
    const test = await createTestConfig();
    cleanup = test.cleanup;
    database = await openDatabase(test.config);
    const interruptible = await stopWhileRunning(true);
    const kept = await stopWhileRunning(false);
    // The engine gives a job under way 5 s; an interruptible one is stopped as the app closes.
    expect({ interruptible: (interruptible ?? Infinity) < 1_000, kept: (kept ?? 0) >= 4_500 }).toEqual({
      interruptible: true,
      kept: true,
    });
  }, 30_000);
});
