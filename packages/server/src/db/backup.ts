import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdtemp, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import tar, { type Pack } from 'tar-stream';
import type { PhotoStorage } from '../api/photos/storage';
import { migrationsFolder } from './database';
import { parentsFirst } from './table-order';

/**
 * A backup is one tar file, streamed to disk (the photos are never held in memory):
 *
 *   lapm-sauvegarde.json   what follows: the tables, their columns and the schema's migration
 *   base/<table>           each table in PostgreSQL's COPY text format, all read in one snapshot
 *   photos/<key>           every file of the photo storage (library and galleries, originals and
 *                          variants), under its storage key
 *
 * `tar -tvf` lists it. pg_dump is not used: the embedded PostgreSQL 17 package ships none, and a
 * system's older pg_dump refuses a newer server. COPY in one repeatable-read transaction gives the
 * same consistent picture, with PostgreSQL's own format, from any client.
 */
export interface Manifest {
  format: 'lapm-backup';
  version: 2;
  createdAt: string;
  /**
   * How many migrations the schema had: a restore builds that schema, loads the rows, then applies
   * the newer migrations, so a backup restores into a newer version of the site.
   */
  migrations: number;
  /** Parents before children (foreign keys), in the order their files follow. */
  tables: { name: string; columns: string[]; rows: number }[];
}

const MANIFEST = 'lapm-sauvegarde.json';
const TABLES = 'base/';
const PHOTOS = 'photos/';

export class BackupError extends Error {}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's tables, parents before children (foreign keys), so inserts never miss a parent. */
async function tablesInOrder(client: pg.Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
       and table_name <> '__drizzle_migrations' order by 1`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint c
     join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and not c.condeferrable and c.connamespace = current_schema()::regnamespace`,
  );
  return parentsFirst(
    tables.map((table) => table.name),
    references,
  );
}

/** One tar entry; resolves once it is in the archive (a stream is copied as it is read). */
function addEntry(pack: Pack, name: string, body: Buffer | { stream: Readable; size: number }) {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    const header = { name, mode: 0o600, mtime: new Date() };
    if (Buffer.isBuffer(body)) {
      pack.entry({ ...header, size: body.length }, body, done);
      return;
    }
    const entry = pack.entry({ ...header, size: body.size }, done);
    body.stream.once('error', (error) => {
      entry.destroy(error);
      reject(error);
    });
    body.stream.pipe(entry);
  });
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/**
 * Writes the backup to `path`: first the database, in one snapshot, then the photo files. Files
 * are written once under keys made from a photo's id, so those the snapshot names are all there
 * (a file removed meanwhile, whose row is in the snapshot, is reported missing by `missing`).
 * A photo added after the snapshot has its file in the archive and no row: a restore keeps the
 * file, which nothing shows. The archive is written aside, then renamed, readable by its owner only.
 */
export async function writeBackup(
  client: pg.Client,
  storage: PhotoStorage,
  path: string,
  { migrationsSchema }: { migrationsSchema: string },
): Promise<BackupSummary & { missing: string[] }> {
  const partial = `${path}.partiel`;
  // The COPY output goes to files beside the archive first: a tar entry starts with its size.
  const spool = await mkdtemp(join(dirname(path), '.sauvegarde-'));
  try {
    const manifest: Manifest = {
      format: 'lapm-backup',
      version: 2,
      createdAt: new Date().toISOString(),
      migrations: 0,
      tables: [],
    };
    const referenced: string[] = [];
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quote(migrationsSchema)}.__drizzle_migrations`,
      );
      manifest.migrations = rows[0]?.n ?? 0;
      for (const name of await tablesInOrder(client)) {
        const { rows: columns } = await client.query<{ name: string }>(
          `select column_name as name from information_schema.columns
           where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
          [name],
        );
        const list = columns.map((column) => quote(column.name)).join(', ');
        const copy = client.query(copyTo(`copy ${quote(name)} (${list}) to stdout`));
        await pipeline(copy, createWriteStream(join(spool, name), { mode: 0o600 }));
        manifest.tables.push({ name, columns: columns.map((column) => column.name), rows: copy.rowCount });
      }
      referenced.push(...(await referencedOriginals(client)));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }

    const pack = tar.pack();
    // Flushed to disk before it is closed, then renamed: a crash never leaves half an archive in place.
    const written = pipeline(pack, createWriteStream(partial, { mode: 0o600, flush: true }));
    // A failing disk ends `written` first: the entries waiting on it must not wait forever.
    const guarded = <T>(step: Promise<T>) => Promise.race([step, written.then(() => step)]);
    const summary: BackupSummary = { tables: manifest.tables.length, rows: 0, files: 0, bytes: 0 };
    const archived = new Set<string>();
    try {
      await guarded(addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2))));
      for (const table of manifest.tables) {
        const file = join(spool, table.name);
        const { size } = await stat(file);
        await guarded(addEntry(pack, `${TABLES}${table.name}`, { stream: createReadStream(file), size }));
        summary.rows += table.rows;
      }
      for await (const key of storage.list()) {
        const file = await storage.stream(key);
        // Removed since it was listed (a photo deleted meanwhile): its row is gone too, or reported.
        if (!file) continue;
        await guarded(addEntry(pack, `${PHOTOS}${key}`, { stream: file.body, size: file.size }));
        archived.add(key);
        summary.files += 1;
        summary.bytes += file.size;
      }
      pack.finalize();
      await written;
    } catch (error) {
      pack.destroy();
      await written.catch(() => undefined);
      throw error;
    }
    await rename(partial, path);
    return { ...summary, missing: referenced.filter((key) => !archived.has(key)) };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

/** The originals the snapshot's rows name (library and galleries): each must be in the archive. */
async function referencedOriginals(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ key: string }>(
    `select 'originals/' || id as key from photos union all select storage_key from album_photos`,
  );
  return rows.map((row) => row.key);
}

/**
 * The archive's entries, one at a time, as they are read from the file. The file is opened at the
 * first one asked for: entries read before anyone iterates would be skipped.
 */
async function* entriesOf(path: string) {
  const extract = tar.extract();
  const source = createReadStream(path);
  source.once('error', (error) => extract.destroy(error));
  source.pipe(extract);
  try {
    yield* extract;
  } finally {
    source.destroy();
    extract.destroy();
  }
}

const unknownFormat = () => new BackupError("Ce fichier n'est pas une sauvegarde du site (format inconnu).");

/** Whether `path` is a backup of the former format: JSON rows, without the photos (see json-backup.ts). */
export async function isJsonBackup(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(1), 0, 1, 0);
    return bytesRead === 1 && buffer.toString() === '{';
  } finally {
    await handle.close();
  }
}

/** The archive's description, read and checked before anything is changed. */
export async function readManifest(path: string): Promise<Manifest> {
  try {
    for await (const entry of entriesOf(path)) {
      if (entry.header.name !== MANIFEST) break;
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      if (manifest?.format !== 'lapm-backup' || manifest.version !== 2 || !Array.isArray(manifest.tables))
        break;
      return manifest;
    }
  } catch {
    // Not a tar file, or a broken one: the same answer.
  }
  throw unknownFormat();
}

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
    const current = await tablesInOrder(client);
    const unknown = manifest.tables.map((t) => t.name).filter((name) => !current.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(`Tables inconnues dans la sauvegarde : ${unknown.join(', ')}.`);
    }
    for await (const entry of entriesOf(path)) {
      const name = entry.header.name;
      if (name === MANIFEST) {
        for await (const _ of entry);
      } else if (name.startsWith(TABLES)) {
        const table = manifest.tables.find((t) => `${TABLES}${t.name}` === name);
        if (!table) throw unknownFormat();
        const list = table.columns.map(quote).join(', ');
        await pipeline(
          Readable.from(entry),
          client.query(copyFrom(`copy ${quote(table.name)} (${list}) from stdin`)),
        );
        summary.tables += 1;
        summary.rows += table.rows;
      } else if (name.startsWith(PHOTOS)) {
        const key = name.slice(PHOTOS.length);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        const data = Buffer.concat(chunks);
        // put() refuses a key the server would not make: an archive cannot write anywhere else.
        await storage.put(key, data, contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
        summary.files += 1;
        summary.bytes += data.length;
      } else {
        throw unknownFormat();
      }
    }
    if (summary.tables !== manifest.tables.length) throw unknownFormat();
    // COPY leaves sequences alone: a serial column's next value must come after the restored ids.
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
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  // The migrations the site gained since the backup, applied to the restored rows.
  await migrate(drizzle({ client }), { migrationsFolder, migrationsSchema });
  return summary;
}
