#!/usr/bin/env -S node --import tsx
/**
 * Converts a DATA_DIR from the PGlite era into the embedded PostgreSQL, through the backup format:
 * the PGlite database is migrated to the current schema, read whole (src/db/json-backup.ts), written to
 * DATA_DIR/pglite-conversion.json, and restored into a new cluster. Only then is the PGlite folder
 * renamed `pglite.converti` (kept, never deleted: the owner removes it once satisfied).
 *
 *   DATA_DIR=… pnpm --filter @lapm/server convert-pglite
 *
 * PGlite is loaded here only; the server itself never opens it.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { BackupError } from './db/backup-format';
import { type Database, DataDirError, hasPgliteData, openDatabase } from './db/database';
import { isRunning } from './db/embedded-cluster';
import { backupDatabase, restoreDatabase } from './db/json-backup';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export async function convertPgliteDataDir(dataDir: string): Promise<{ rows: number; file: string }> {
  if (!hasPgliteData(dataDir)) {
    throw new DataDirError(`Aucune base PGlite à convertir dans ${dataDir}.`);
  }
  if (existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new DataDirError(
      `${dataDir} contient déjà une base PostgreSQL : conversion refusée pour ne rien écraser.`,
    );
  }
  // The PGlite-era server kept this lock while running; two writers would corrupt the folder.
  const oldLock = join(dataDir, 'pglite.lock');
  if (existsSync(oldLock) && isRunning(Number(readFileSync(oldLock, 'utf8')))) {
    throw new DataDirError(`Le serveur utilise encore ${dataDir} : arrêtez-le avant la conversion.`);
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(join(dataDir, 'pglite'));
  let backup: Awaited<ReturnType<typeof backupDatabase>>;
  try {
    await client.waitReady;
    const pgliteDb = drizzle({ client });
    await migrate(pgliteDb, { migrationsFolder });
    backup = await backupDatabase(pgliteDb as unknown as Database);
  } finally {
    await client.close();
  }
  const file = join(dataDir, 'pglite-conversion.json');
  writeFileSync(file, JSON.stringify(backup), { mode: 0o600 });

  const database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }), {
    convertingPglite: true,
  });
  let rows: number;
  try {
    ({ rows } = await restoreDatabase(database.db, backup));
  } finally {
    await database.close();
  }
  renameSync(join(dataDir, 'pglite'), join(dataDir, 'pglite.converti'));
  return { rows, file };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = loadConfig().dataDir;
  convertPgliteDataDir(dataDir).then(
    ({ rows, file }) => {
      console.log(
        `Base PGlite de ${dataDir} convertie : ${rows} lignes restaurées dans PostgreSQL. ` +
          `L'ancienne base reste dans ${join(dataDir, 'pglite.converti')} et sa sauvegarde dans ${file}.`,
      );
    },
    (error: unknown) => {
      const known =
        error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirError;
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
