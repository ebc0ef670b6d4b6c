#!/usr/bin/env -S node --import tsx
/**
 * Backs up or restores the whole database the server uses (same environment: DATABASE_URL, or
 * DATA_DIR for the embedded one, which the server must not hold open at the same time).
 *
 *   pnpm --filter @lapm/server backup  <fichier.json>
 *   pnpm --filter @lapm/server restore <fichier.json>
 *
 * The file is JSON (every row of every table), readable by both PGlite and PostgreSQL. The photo
 * files are not in it: the command says where they are (DATA_DIR/photos or the S3 bucket) and how
 * to save them alongside.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { galleryBackupAdvice } from './api/galleries/backup';
import { photoBackupAdvice } from './api/photos/storage';
import { ConfigError, loadConfig } from './config';
import { type Backup, BackupError, backupDatabase, restoreDatabase } from './db/backup';
import { openDatabase } from './db/database';

async function main() {
  const [command, file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0 || (command !== 'backup' && command !== 'restore')) {
    throw new BackupError('Usage : backup-cli (backup|restore) <fichier.json>');
  }
  const path = resolve(file);
  // Read before opening the database: a missing or broken file changes nothing.
  const backup = command === 'restore' ? (JSON.parse(readFileSync(path, 'utf8')) as Backup) : undefined;
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (backup) {
      const { rows } = await restoreDatabase(database.db, backup);
      console.log(`Sauvegarde du ${backup.createdAt} restaurée : ${rows} lignes.`);
    } else {
      const taken = await backupDatabase(database.db);
      // Written aside, then renamed: an interrupted backup never leaves a truncated file in place.
      writeFileSync(`${path}.partiel`, JSON.stringify(taken), { mode: 0o600 });
      renameSync(`${path}.partiel`, path);
      const rows = taken.tables.reduce((sum, table) => sum + table.rows.length, 0);
      console.log(`Sauvegarde écrite dans ${path} : ${rows} lignes, ${taken.tables.length} tables.`);
    }
    console.log(photoBackupAdvice(config.photoStorage));
    console.log(galleryBackupAdvice(config.photoStorage));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError || error instanceof SyntaxError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
