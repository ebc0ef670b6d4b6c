import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { jobsSchema } from '../../jobs/engine';
import { type ChildServer, spawnServer } from '../../testing/child-server';
import { noisyPhoto, phonePhoto, processed, uploadPhoto } from '../../testing/photos';
import { call, createTestConfig, login } from '../../testing/server';

/**
 * The real entry point (src/main.ts) in a child process, stopped by SIGTERM as a host stops it
 * while a photo is being encoded, then started again on the same data.
 */
const ADMIN = { email: 'admin@arret.exemple.fr', password: 'Diaphragme-Ouvert-2.8' };
/** What hosts and orchestrators wait for after SIGTERM before they kill. */
const STOP_WITHIN_MS = 10_000;

let test: Awaited<ReturnType<typeof createTestConfig>>;
let env: Record<string, string>;
const children: ChildServer[] = [];

beforeAll(async () => {
  test = await createTestConfig();
  const { config } = test;
  env = {
    DATA_DIR: config.dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PHOTO_QUEUE_INTERVAL_MS: '200',
    DATABASE_URL: config.databaseUrl ?? '',
    ...(config.databaseSchema ? { DATABASE_SCHEMA: config.databaseSchema } : {}),
  };
});

afterAll(async () => {
  for (const child of children) {
    child.kill();
    await child.exited;
  }
  await test.cleanup();
});

async function start() {
  const server = await spawnServer(env);
  children.push(server);
  return { server, cookie: await login(server, ADMIN.email, ADMIN.password) };
}

/**
 * A photo whose encoding takes far longer than a host waits after SIGTERM, and than the 5 s the
 * job engine gives a job under way (a 1,200-pixel one was ready within the 5 s on a quiet machine).
 */
const slowPhoto = () => noisyPhoto(2400, 3600);

async function rowOf(id: string) {
  const client = new pg.Client({ connectionString: test.config.databaseUrl });
  await client.connect();
  try {
    if (test.config.databaseSchema) await client.query(`set search_path to ${test.config.databaseSchema}`);
    const { rows } = await client.query(
      `select status, widths, (select state from ${jobsSchema(test.config.databaseSchema)}.job
         where singleton_key = $1) as job from photos where id = $1::uuid`,
      [id],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

describe('stopping the server while a photo is being encoded', () => {
  it('exits within 10 s on SIGTERM, and the next start makes the photo', async () => {
    const first = await start();
    const upload = await uploadPhoto(first.server, first.cookie, 'bruit.jpg', await slowPhoto());
    expect(upload.status).toBe(202);
    const { id } = upload.body.data;
    for (let status = upload.body.data.status; status !== 'processing'; ) {
      expect(status).toBe('pending');
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await call(first.server, 'GET', `/photos/${id}`, { cookie: first.cookie })).body.data.status;
    }

    const stopping = Date.now();
    const exit = await first.server.stop(60_000);
    const stoppedAfter = Date.now() - stopping;
    expect({ exit, withinLimit: stoppedAfter < STOP_WITHIN_MS, stderr: first.server.stderr() }).toEqual({
      exit: 0,
      withinLimit: true,
      stderr: '',
    });
    // Handed back (its job failed, to be retried), not left held for minutes: the next start takes it up.
    expect(await rowOf(id)).toEqual({ status: 'processing', widths: [], job: 'retry' });

    // While stopped, its original becomes a small photo, so that the test does not pay the long
    // encoding a second time: what is checked is that the job is taken up again.
    writeFileSync(join(test.config.dataDir, 'photos', 'originals', id), await phonePhoto());
    const second = await start();
    const photo = await processed(second.server, second.cookie, id, 60_000);
    expect(photo).toMatchObject({ status: 'ready', error: null, widths: [400] });
    const variant = await fetch(`${second.server.url}/api/photos/${id}/files/400.avif`, {
      headers: { cookie: second.cookie },
    });
    expect([variant.status, variant.headers.get('content-type')]).toEqual([200, 'image/avif']);
  }, 120_000);
});
