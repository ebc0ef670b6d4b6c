import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { openPostgres } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded';
import { jobsSchema } from '../jobs/engine';

/** The migrated database each test file's database is copied from (a copy is far faster than migrating). */
export const TEMPLATE_DATABASE = 'lapm_template';

/**
 * The run's cluster is thrown away at its end: nothing it writes needs to survive a crash. Without
 * fsync, no commit waits for the disk and each file's `drop database` (which forces a checkpoint)
 * takes a tenth of the time on a busy machine. More connections than a site's 40: on a slow
 * machine a file's servers and job engines were still closing theirs while the next file opened
 * its own, and a test met « too many clients already ».
 */
const TEST_CLUSTER_SETTINGS = {
  max_connections: '100',
  fsync: 'off',
  full_page_writes: 'off',
  synchronous_commit: 'off',
};

/**
 * One PostgreSQL cluster for the whole run (rstest globalSetup): the embedded one in a temporary
 * folder, unless DATABASE_URL points to an external server (CI), where each file takes a schema.
 * Test files find it through LAPM_TEST_POSTGRES, an URL to its `postgres` database.
 */
export async function setup() {
  if (process.env.DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'lapm-test-cluster-'));
  const server = await startEmbeddedPostgres(dataDir, TEST_CLUSTER_SETTINGS);
  try {
    const admin = new pg.Client({ connectionString: server.urlOf('postgres') });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    await (await openPostgres(server.urlOf(TEMPLATE_DATABASE), undefined)).end();
    await installJobTables(server.urlOf(TEMPLATE_DATABASE));
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.LAPM_TEST_POSTGRES = server.urlOf('postgres');
  stopCluster = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The job engine's tables in the template too, as a server's first start makes them: not once a file. */
async function installJobTables(url: string) {
  const boss = new PgBoss({
    connectionString: url,
    schema: jobsSchema(undefined),
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}

let stopCluster: (() => Promise<void>) | undefined;

export async function teardown() {
  await stopCluster?.();
}
