import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from '@rstest/core';
import { startS3 } from '../../testing/s3';
import {
  adminEmail,
  albumWithOnePhoto,
  emptyDatabase,
  listeningSite,
  s3,
  s3GalleryServerForFile,
  server,
} from '../../testing/s3-gallery';
import { login, PASSWORD } from '../../testing/server';

// The backup of an album whose photos are in a bucket (what the gallery serves from the bucket:
// galleries-s3.test.ts).
s3GalleryServerForFile();

describe('an album in S3-compatible storage', () => {
  it('goes whole into a backup read from the bucket, and back into an empty database and bucket', async () => {
    const { albumId, photoId, original } = await albumWithOnePhoto(
      'https://exemple.fr/s',
      'IMG_0002.jpg',
      800,
      '#a68',
    );
    const folder = mkdtempSync(join(tmpdir(), 'lapm-s3-backup-'));
    const file = join(folder, 'sauvegarde.tar');
    const target = await startS3('lapm-restaure');
    const targetDatabase = await emptyDatabase();
    const { databaseUrl, databaseSchema, jwtSecret } = server.config;
    const common = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret ?? '' };
    const source = {
      ...common,
      ...s3.env,
      DATABASE_URL: databaseUrl ?? '',
      ...(databaseSchema ? { DATABASE_SCHEMA: databaseSchema } : {}),
      DATA_DIR: join(folder, 'source'),
    };
    const restored = { ...common, ...target.env, ...targetDatabase.env, DATA_DIR: join(folder, 'cible') };
    const cli = fileURLToPath(new URL('../../backup-cli.ts', import.meta.url));
    const cwd = fileURLToPath(new URL('../../..', import.meta.url));
    const run = (name: string, env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, name, file], { cwd, env });
    let copy: Awaited<ReturnType<typeof listeningSite>> | undefined;
    try {
      expect((await run('backup', source)).stdout).toMatch(/fichiers photo/);
      // The site's own database and bucket are not empty: refused, whatever the order of the checks.
      await expect(run('restore', source)).rejects.toMatchObject({
        stderr: expect.stringMatching(/^Restauration refusée : .* Rien n'a été modifié\./),
      });
      await run('restore', restored);
      copy = await listeningSite(restored);
      const cookie = await login(copy, adminEmail, PASSWORD);
      const response = await fetch(`${copy.url}/api/galleries/${albumId}/photos/${photoId}/original`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
    } finally {
      await copy?.app.close();
      await targetDatabase.drop();
      await target.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
