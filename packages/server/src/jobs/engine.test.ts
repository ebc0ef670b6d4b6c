import { afterAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { PHOTO_QUEUE } from '../api/photos/job';
import { buildApp } from '../app';
import type { Config } from '../config';
import { type ChildServer, spawnServer } from '../testing/child-server';
import { logLines } from '../testing/logs';
import { phonePhoto, processed, uploadPhoto } from '../testing/photos';
import {
  addUser,
  call,
  createTestConfig,
  login,
  PASSWORD,
  startTestCluster,
  startTestServer,
} from '../testing/server';
import { jobsSchema } from './engine';

const ADMIN = { email: 'admin@taches.exemple.fr', password: 'Obturateur-Lent-1/60' };

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** Reads pg-boss's tables (`jobs.` is its schema). */
async function jobsQuery<Row extends pg.QueryResultRow>(
  config: Config,
  query: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    return (
      await client.query<Row>(query.replaceAll('jobs.', `${jobsSchema(config.databaseSchema)}.`), values)
    ).rows;
  } finally {
    await client.end();
  }
}

const photoJobs = (config: Config) =>
  jobsQuery<{ key: string; state: string; retries: number }>(
    config,
    'select singleton_key as key, state, retry_count as retries from jobs.job where name = $1',
    [PHOTO_QUEUE],
  );

const processedIds = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'photo traitée').map((line) => line.photoId);

describe('the job engine', () => {
  it('shares the jobs of two instances on one database, each job run once', async () => {
    const logs = logLines();
    const cluster = await startTestCluster(2, { LOG_LEVEL: 'info' }, { logStream: logs.stream });
    closing.push(cluster.close);
    const [first, second] = cluster.instances as [
      { app: FastifyInstance; url: string },
      { app: FastifyInstance; url: string },
    ];
    const user = await addUser(first, { role: 'admin' });
    const cookie = await login(first, user.email, PASSWORD);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      // Uploaded on either instance: both queue, both work.
      const upload = await uploadPhoto(i % 2 ? second : first, cookie, `séance-${i}.jpg`, await phonePhoto());
      expect(upload.status).toBe(202);
      ids.push(upload.body.data.id);
    }
    await first.app.jobs.drained(PHOTO_QUEUE);
    for (const id of ids) expect(await processed(first, cookie, id)).toMatchObject({ status: 'ready' });
    expect(processedIds(logs.lines).sort()).toEqual([...ids].sort());
    const jobs = await photoJobs(cluster.config);
    expect(jobs.filter((job) => ids.includes(job.key))).toHaveLength(ids.length);
    for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retries: 0 });
    // The clock's jobs are scheduled once for both instances, in the studio's time zone.
    expect(
      await jobsQuery(cluster.config, 'select name, cron, timezone from jobs.schedule order by name'),
    ).toEqual([
      { name: 'album-reminders', cron: '0 * * * *', timezone: 'Europe/Paris' },
      { name: 'gallery-sweep', cron: '0 * * * *', timezone: 'Europe/Paris' },
      { name: 'purge-expired-links', cron: '0 * * * *', timezone: 'Europe/Paris' },
      { name: 'purge-rate-limits', cron: '*/5 * * * *', timezone: 'Europe/Paris' },
      { name: 'scheduled-articles', cron: '0 0 * * *', timezone: 'Europe/Paris' },
    ]);
  }, 60_000);
});

describe('the job engine, an instance killed', () => {
  it('runs the job of an instance killed in the middle of it once, on the other instance', async () => {
    const jobSettings = {
      LOG_LEVEL: 'info',
      // A job whose instance stopped answering is retried after this long.
      JOBS_HEARTBEAT_SECONDS: '10',
      JOBS_SUPERVISE_SECONDS: '1',
      PHOTO_QUEUE_INTERVAL_MS: '1000',
    };
    const { config, cleanup } = await createTestConfig(jobSettings);
    closing.push(cleanup);
    const env = {
      ...jobSettings,
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl as string,
      ...(config.databaseSchema ? { DATABASE_SCHEMA: config.databaseSchema } : {}),
      JWT_SECRET: config.jwtSecret as string,
      DEMO_DATA: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const killed: ChildServer = await spawnServer(env);
    closing.push(() => killed.stop());
    const cookie = await login(killed, ADMIN.email, ADMIN.password);
    // Large enough to take seconds to encode with AVIF: the kill lands in the middle.
    const upload = await uploadPhoto(killed, cookie, 'coupée.jpg', await phonePhoto(3000, 2000));
    expect(upload.status).toBe(202);
    const id: string = upload.body.data.id;
    // Its only worker takes the job at once: killed as soon as it holds it.
    while (!(await photoJobs(config)).some((job) => job.key === id && job.state === 'active'));
    killed.kill();
    await killed.exited;
    const killedLines = killed
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(processedIds(killedLines.map((line) => JSON.parse(line)))).toEqual([]);

    const logs = logLines();
    const other = await buildApp(config, { logStream: logs.stream });
    closing.push(() => other.close());
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect(await processed({ url }, cookie, id, 90_000)).toMatchObject({ status: 'ready' });
    expect(processedIds(logs.lines)).toEqual([id]);
    expect(await photoJobs(config)).toEqual([{ key: id, state: 'completed', retries: 1 }]);
  }, 120_000);
});

describe('the job engine, a job failed for good', () => {
  it('keeps a job that failed for good, and lists it to the admin', async () => {
    const server = await startTestServer();
    closing.push(server.close);
    const admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
    // The sweep cannot read the Corbeille: it fails, with no retry.
    await server.app.db.execute(sql`alter table gallery_trash rename to gallery_trash_away`);
    await server.app.jobs.send('gallery-sweep', {});
    await server.app.jobs.drained('gallery-sweep');
    await server.app.db.execute(sql`alter table gallery_trash_away rename to gallery_trash`);
    const failed = await call(server, 'GET', '/admin/jobs/failed', { cookie: admin });
    expect(failed.status).toBe(200);
    expect(failed.body.jobs).toEqual([
      expect.objectContaining({ queue: 'gallery-sweep', error: expect.stringContaining('gallery_trash') }),
    ]);
  });
});
