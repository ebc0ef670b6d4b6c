import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded';

/** The migrated database each test file's database is copied from (a copy is far faster than migrating). */
export const TEMPLATE_DATABASE = 'lapm_template';

/**
 * One PostgreSQL cluster for the whole run (rstest globalSetup): the embedded one in a temporary
 * folder, unless DATABASE_URL points to an external server (CI), where each file takes a schema.
 * Test files find it through LAPM_TEST_POSTGRES, an URL to its `postgres` database.
 */
export async function setup() {
  if (process.env.DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'lapm-test-cluster-'));
  const server = await startEmbeddedPostgres(dataDir);
  try {
    const admin = new pg.Client({ connectionString: server.urlOf('postgres') });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    await (await openPostgres(server.urlOf(TEMPLATE_DATABASE), undefined)).end();
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

let stopCluster: (() => Promise<void>) | undefined;

export async function teardown() {
  await stopCluster?.();
}
