#!/usr/bin/env -S node --import tsx
/**
 * Backs up or restores the whole site: the database and every photo file, in one tar archive (see
 * db/backup.ts). Same environment as the server (DATABASE_URL, or DATA_DIR; S3_* for the photos).
 *
 *   pnpm --filter @lapm/server backup  <fichier.tar>   while the site runs, or not
 *   pnpm --filter @lapm/server restore <fichier.tar>   into an empty data folder (or empty database and storage)
 *
 * With the embedded database and the server running, the backup connects to the PostgreSQL the
 * server started; with the server stopped, it starts it for the time of the backup.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type pg from 'pg';
import { createPhotoStorage, type PhotoStorage } from './api/photos/storage';
import { type Config, ConfigError, loadConfig } from './config';
import { writeBackup } from './db/backup';
import { BackupError, isJsonBackup, readManifest } from './db/backup-format';
import { connectClient, lockDataDir, openDatabase } from './db/database';
import { runningClusterUrl, startEmbeddedPostgres } from './db/embedded';
import { type Backup, restoreDatabase } from './db/json-backup';
import { isEmptyDatabase, restoreBackup } from './db/restore';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} Mo`;
const migrationsSchemaOf = (config: Config) => config.databaseSchema ?? 'drizzle';

async function backup(config: Config, path: string) {
  const storage = createPhotoStorage(config.photoStorage);
  let url = config.databaseUrl ?? runningClusterUrl(config.dataDir);
  let close = async () => {};
  if (!url) {
    // The server is stopped: start its database for the time of the backup.
    const database = await openDatabase(config);
    url = database.url;
    close = database.close;
  }
  const client = await connectClient(url, config.databaseSchema);
  try {
    const taken = await writeBackup(client, storage, path, { migrationsSchema: migrationsSchemaOf(config) });
    console.log(
      `Sauvegarde écrite dans ${path} : ${taken.rows} lignes (${taken.tables} tables), ` +
        `${taken.files} fichiers photo (${megabytes(taken.bytes)}).`,
    );
    if (taken.missing.length > 0) {
      console.error(
        `Attention : ${taken.missing.length} original(aux) nommé(s) par la base manque(nt) dans le stockage des photos : ` +
          `${taken.missing.slice(0, 10).join(', ')}${taken.missing.length > 10 ? '…' : ''}`,
      );
    }
  } finally {
    await client.end();
    await close();
  }
}

async function isEmptyStorage(storage: PhotoStorage) {
  for await (const _ of storage.list()) return false;
  return true;
}

const refused = (what: string) =>
  new BackupError(`Restauration refusée : ${what}. Rien n'a été modifié. Restaurez dans une cible vide.`);

async function restore(config: Config, path: string) {
  // Read first: a missing or foreign file changes nothing.
  const json = (await isJsonBackup(path)) ? (JSON.parse(await readFile(path, 'utf8')) as Backup) : undefined;
  if (!json) await readManifest(path);
  const storage = createPhotoStorage(config.photoStorage);
  const { dataDir, databaseUrl, databaseSchema } = config;
  if (!databaseUrl && existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw refused(`le dossier de données ${dataDir} n'est pas vide (DATA_DIR doit être absent ou vide)`);
  }
  if (databaseUrl) {
    const client = await connectClient(databaseUrl, databaseSchema);
    try {
      if (!(await isEmptyDatabase(client))) {
        const where = databaseSchema ? ` (schéma ${databaseSchema})` : '';
        throw refused(`la base de données contient déjà des tables${where}`);
      }
    } finally {
      await client.end();
    }
  }
  if (!(await isEmptyStorage(storage))) {
    throw refused(`le stockage des photos (${storage.location}) contient déjà des fichiers`);
  }
  if (json) {
    const database = await openDatabase(config);
    try {
      const { rows } = await restoreDatabase(database.db, json);
      console.log(`Sauvegarde du ${json.createdAt} restaurée : ${rows} lignes.`);
      console.log(
        `Cette sauvegarde de l'ancien format ne contient pas les photos : recopiez-les dans ${storage.location}.`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  if (databaseUrl) {
    const client = await connectClient(databaseUrl, databaseSchema);
    try {
      await restoreInto(client, storage, path, config);
    } catch (error) {
      console.error(
        'La restauration a échoué : la base garde une partie du schéma du site, et le stockage des photos une partie des fichiers ; videz-les avant de réessayer.',
      );
      throw error;
    } finally {
      await client.end();
    }
    return;
  }
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let client: pg.Client | undefined;
  try {
    server = await startEmbeddedPostgres(dataDir);
    client = await connectClient(server.url, undefined);
    await restoreInto(client, storage, path, config);
  } catch (error) {
    await client?.end().catch(() => undefined);
    await server?.stop();
    release();
    // It was empty: a failed restore leaves it empty again, ready for another try.
    for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    throw error;
  }
  await client.end();
  await server.stop();
  release();
}

async function restoreInto(client: pg.Client, storage: PhotoStorage, path: string, config: Config) {
  const restored = await restoreBackup(client, storage, path, {
    migrationsSchema: migrationsSchemaOf(config),
  });
  console.log(
    `Sauvegarde du ${restored.createdAt} restaurée : ${restored.rows} lignes (${restored.tables} tables), ` +
      `${restored.files} fichiers photo (${megabytes(restored.bytes)}).`,
  );
}

async function main() {
  const [command, file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0 || (command !== 'backup' && command !== 'restore')) {
    throw new BackupError('Usage : backup-cli (backup|restore) <fichier.tar>');
  }
  const config = loadConfig();
  const path = resolve(file);
  if (command === 'backup') await backup(config, path);
  else await restore(config, path);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError || error instanceof SyntaxError;
  const missing = (error as NodeJS.ErrnoException)?.code === 'ENOENT';
  console.error(known || missing ? (error as Error).message : error);
  process.exit(1);
});
