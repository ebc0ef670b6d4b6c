import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import type { PhotoStorage } from '../api/photos/storage';
import {
  addEntry,
  type BackupSummary,
  MANIFEST,
  type Manifest,
  PHOTOS,
  quote,
  TABLES,
  tablesInOrder,
} from './backup-format';

/**
 * Writing a backup (the layout is in backup-format.ts) takes two steps that must not overlap: the
 * database read in one snapshot, spooled to files, then the archive packed from those files and
 * the photo storage. A tar entry starts with its size, which COPY only knows at its end.
 */

/** The originals the snapshot's rows name (library and galleries): each must be in the archive. */
async function referencedOriginals(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ key: string }>(
    `select 'originals/' || id as key from photos union all select storage_key from album_photos`,
  );
  return rows.map((row) => row.key);
}

/** One table copied to `spool/<name>`, with the columns in the order COPY wrote them. */
async function spoolTable(
  client: pg.Client,
  spool: string,
  name: string,
): Promise<Manifest['tables'][number]> {
  const { rows: columns } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
    [name],
  );
  const list = columns.map((column) => quote(column.name)).join(', ');
  const copy = client.query(copyTo(`copy ${quote(name)} (${list}) to stdout`));
  await pipeline(copy, createWriteStream(join(spool, name), { mode: 0o600 }));
  return { name, columns: columns.map((column) => column.name), rows: copy.rowCount };
}

/**
 * The database in one repeatable-read snapshot: the migration count, every table spooled, and the
 * originals its rows name. Read only, and rolled back on any failure.
 */
async function snapshot(client: pg.Client, spool: string, migrationsSchema: string) {
  const manifest: Manifest = {
    format: 'lapm-backup',
    version: 2,
    createdAt: new Date().toISOString(),
    migrations: 0,
    tables: [],
  };
  await client.query('begin isolation level repeatable read read only');
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from ${quote(migrationsSchema)}.__drizzle_migrations`,
    );
    manifest.migrations = rows[0]?.n ?? 0;
    for (const name of await tablesInOrder(client))
      manifest.tables.push(await spoolTable(client, spool, name));
    const referenced = await referencedOriginals(client);
    await client.query('commit');
    return { manifest, referenced };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * The archive written to `partial`: the manifest, the spooled tables, then every stored file.
 * Resolves with what it holds and the keys of the files it archived.
 */
async function packArchive(manifest: Manifest, spool: string, storage: PhotoStorage, partial: string) {
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
  return { summary, archived };
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
    const { manifest, referenced } = await snapshot(client, spool, migrationsSchema);
    const { summary, archived } = await packArchive(manifest, spool, storage, partial);
    await rename(partial, path);
    return { ...summary, missing: referenced.filter((key) => !archived.has(key)) };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}
