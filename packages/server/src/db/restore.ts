import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { PhotoStorage } from '../api/photos/storage';
import {
  BackupError,
  type BackupSummary,
  entriesOf,
  MANIFEST,
  type Manifest,
  PHOTOS,
  quote,
  readManifest,
  TABLES,
  tablesInOrder,
  unknownFormat,
} from './backup-format';
import { migrationsFolder } from './database';

/**
 * Restoring a backup (the layout is in backup-format.ts): the schema the backup was taken with,
 * its rows and files in one transaction, then the migrations the site gained since.
 */

/**
 * Builds the schema as it was when the backup was taken (the first `count` migrations), in the
 * connection's schema: the rows then load into the columns they came from.
 */
async function migrateTo(client: pg.Client, migrationsSchema: string, count: number) {
  const journalFile = join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
  if (count > journal.entries.length) {
    throw new BackupError(
      'Cette sauvegarde vient d’une version plus récente du site : mettez le site à jour, puis restaurez-la.',
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'lapm-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    await writeFile(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
    );
    // The site's schema (DATABASE_SCHEMA) holds its migration table too: made here on a new database.
    await client.query(`create schema if not exists ${quote(migrationsSchema)}`);
    await migrate(drizzle({ client }), { migrationsFolder: folder, migrationsSchema });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Whether the connection's schema holds no table yet (a database the site never opened). */
export async function isEmptyDatabase(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables where table_schema = current_schema()`,
  );
  return rows[0]?.n === 0;
}

const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

type Entry = AsyncIterable<unknown> & { header: { name: string } };

/** A table the schema of the backup does not have: refused before any row is loaded. */
async function refuseUnknownTables(client: pg.Client, manifest: Manifest) {
  const current = await tablesInOrder(client);
  const unknown = manifest.tables.map((t) => t.name).filter((name) => !current.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(`Tables inconnues dans la sauvegarde : ${unknown.join(', ')}.`);
  }
}

/** One table's rows, loaded with COPY into the columns the manifest names. */
async function loadTable(client: pg.Client, manifest: Manifest, entry: Entry, summary: BackupSummary) {
  const table = manifest.tables.find((t) => `${TABLES}${t.name}` === entry.header.name);
  if (!table) throw unknownFormat();
  const list = table.columns.map(quote).join(', ');
  await pipeline(
    Readable.from(entry),
    client.query(copyFrom(`copy ${quote(table.name)} (${list}) from stdin`)),
  );
  summary.tables += 1;
  summary.rows += table.rows;
}

/** One stored file, put back under its key. */
async function storeFile(storage: PhotoStorage, entry: Entry, summary: BackupSummary) {
  const key = entry.header.name.slice(PHOTOS.length);
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  // put() refuses a key the server would not make: an archive cannot write anywhere else.
  await storage.put(key, data, contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
  summary.files += 1;
  summary.bytes += data.length;
}

/** COPY leaves sequences alone: a serial column's next value must come after the restored ids. */
async function restartSequences(client: pg.Client) {
  const { rows: serials } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = current_schema() and column_default like 'nextval(%'`,
  );
  for (const { table_name, column_name } of serials) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column_name)}), 0) + 1, false)
       from ${quote(table_name)}`,
      [quote(table_name), column_name],
    );
  }
}

/**
 * Restores the archive into an empty database and an empty photo storage: the schema of the
 * backup, its rows (in one transaction), its files, then the newer migrations. The transaction is
 * committed only once every file is stored: a broken archive leaves no rows behind.
 */
export async function restoreBackup(
  client: pg.Client,
  storage: PhotoStorage,
  path: string,
  { migrationsSchema }: { migrationsSchema: string },
): Promise<BackupSummary & { createdAt: string }> {
  const manifest = await readManifest(path);
  await migrateTo(client, migrationsSchema, manifest.migrations);
  const summary = { createdAt: manifest.createdAt, tables: 0, rows: 0, files: 0, bytes: 0 };
  await client.query('begin');
  try {
    await client.query('set constraints all deferred');
    await refuseUnknownTables(client, manifest);
    for await (const entry of entriesOf(path)) {
      const name = entry.header.name;
      if (name === MANIFEST) for await (const _ of entry);
      else if (name.startsWith(TABLES)) await loadTable(client, manifest, entry, summary);
      else if (name.startsWith(PHOTOS)) await storeFile(storage, entry, summary);
      else throw unknownFormat();
    }
    if (summary.tables !== manifest.tables.length) throw unknownFormat();
    await restartSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  // The migrations the site gained since the backup, applied to the restored rows.
  await migrate(drizzle({ client }), { migrationsFolder, migrationsSchema });
  return summary;
}
