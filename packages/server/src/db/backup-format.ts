import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import tar, { type Pack } from 'tar-stream';
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
 *
 * This file is what writing (backup.ts) and restoring (restore.ts) agree on: the layout, the
 * manifest, and the tables in the order both walk them.
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

export const MANIFEST = 'lapm-sauvegarde.json';
export const TABLES = 'base/';
export const PHOTOS = 'photos/';

export class BackupError extends Error {}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's tables, parents before children (foreign keys), so inserts never miss a parent. */
export async function tablesInOrder(client: pg.Client): Promise<string[]> {
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
export function addEntry(pack: Pack, name: string, body: Buffer | { stream: Readable; size: number }) {
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

/**
 * The archive's entries, one at a time, as they are read from the file. The file is opened at the
 * first one asked for: entries read before anyone iterates would be skipped.
 */
export async function* entriesOf(path: string) {
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

export const unknownFormat = () =>
  new BackupError("Ce fichier n'est pas une sauvegarde du site (format inconnu).");

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
