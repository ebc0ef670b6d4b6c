import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PHOTO_NAME_HEADER, studio } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { startS3 } from '../../testing/s3';
import {
  addUser,
  call,
  dropSchema,
  login,
  PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/server';
import { createPhotoStorage, galleryKeys } from '../photos/storage';
import { watermarkMark } from './watermark';

let s3: Awaited<ReturnType<typeof startS3>>;
let server: TestServer;
let admin: string;
let adminEmail: string;
beforeAll(async () => {
  s3 = await startS3();
  server = await startTestServer({ ...s3.env, PHOTO_QUEUE_INTERVAL_MS: '100' });
  const user = await addUser(server, { role: 'admin' });
  adminEmail = user.email;
  admin = await login(server, user.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe('an album in S3-compatible storage', () => {
  it('streams its originals from the bucket, one at a time or as a ZIP', async () => {
    const client = await addUser(server);
    const created = await call(server, 'POST', '/album', {
      cookie: admin,
      body: { date: '12/05/2026', lien: 'https://exemple.fr/g', access_code: 'code', user_id: client.id },
    });
    const albumId = created.body.data.id_album;
    const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a6' } })
      .jpeg()
      .toBuffer();
    const uploaded = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
      cookie: admin,
      headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: 'IMG_0001.jpg' },
      rawBody: original,
    });
    expect(uploaded.status).toBe(201);
    await server.app.background.galleryPhotosPass();
    const clientCookie = await login(server, client.email, PASSWORD);
    const photoId = uploaded.body.photo.id;

    const single = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photoId}/original`, {
      headers: { cookie: clientCookie },
    });
    expect(single.status).toBe(200);
    expect(Buffer.from(await single.arrayBuffer()).equals(original)).toBe(true);
    const zip = await fetch(`${server.url}/api/galleries/${albumId}/archive.zip`, {
      headers: { cookie: clientCookie },
    });
    const data = Buffer.from(await zip.arrayBuffer());
    expect(zip.status).toBe(200);
    // Stored, not deflated: the original's bytes are in the archive as they are.
    expect(data.includes(original)).toBe(true);

    // A marked preview is drawn once and kept in the bucket, beside the plain one.
    const settings = { includedPhotos: 0, downloadsEnabled: true, watermark: true, graceDays: 30 };
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings });
    const preview = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photoId}/800.webp`, {
      headers: { cookie: clientCookie },
    });
    expect(preview.status).toBe(200);
    const kept = await createPhotoStorage(server.config.photoStorage).get(
      galleryKeys.marked(photoId, 800, 'webp', watermarkMark(studio.name)),
    );
    expect(kept?.equals(Buffer.from(await preview.arrayBuffer()))).toBe(true);
  });

  it('goes whole into a backup read from the bucket, and back into an empty database and bucket', async () => {
    const client = await addUser(server);
    const created = await call(server, 'POST', '/album', {
      cookie: admin,
      body: { date: '12/05/2026', lien: 'https://exemple.fr/s', access_code: 'code', user_id: client.id },
    });
    const albumId = created.body.data.id_album;
    const original = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a68' } })
      .jpeg()
      .toBuffer();
    const uploaded = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
      cookie: admin,
      headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: 'IMG_0002.jpg' },
      rawBody: original,
    });
    await server.app.background.galleryPhotosPass();
    const photoId = uploaded.body.photo.id;

    const folder = mkdtempSync(join(tmpdir(), 'lapm-s3-backup-'));
    const file = join(folder, 'sauvegarde.tar');
    const target = await startS3('lapm-restaure');
    // An empty database: a new one on the test cluster, or a new schema of the external PostgreSQL.
    const name = `restore_${randomBytes(4).toString('hex')}`;
    const cluster = process.env.LAPM_TEST_POSTGRES;
    const external = process.env.DATABASE_URL;
    const onCluster = async (query: string) => {
      const connection = new pg.Client({ connectionString: cluster });
      await connection.connect();
      await connection.query(query);
      await connection.end();
    };
    let targetDatabase: Record<string, string>;
    if (cluster) {
      await onCluster(`create database ${name}`);
      const url = new URL(cluster);
      url.pathname = `/${name}`;
      targetDatabase = { DATABASE_URL: url.href };
    } else {
      targetDatabase = { DATABASE_URL: external ?? '', DATABASE_SCHEMA: name };
    }
    const { databaseUrl, databaseSchema, jwtSecret } = server.config;
    const common = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret ?? '' };
    const source = {
      ...common,
      ...s3.env,
      DATABASE_URL: databaseUrl ?? '',
      ...(databaseSchema ? { DATABASE_SCHEMA: databaseSchema } : {}),
      DATA_DIR: join(folder, 'source'),
    };
    const restored = { ...common, ...target.env, ...targetDatabase, DATA_DIR: join(folder, 'cible') };
    const cli = fileURLToPath(new URL('../../backup-cli.ts', import.meta.url));
    const cwd = fileURLToPath(new URL('../../..', import.meta.url));
    const run = (name: string, env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, name, file], { cwd, env });
    let app: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      expect((await run('backup', source)).stdout).toMatch(/fichiers photo/);
      // The site's own database and bucket are not empty: refused, whatever the order of the checks.
      await expect(run('restore', source)).rejects.toMatchObject({
        stderr: expect.stringMatching(/^Restauration refusée : .* Rien n'a été modifié\./),
      });
      await run('restore', restored);
      app = await buildApp(loadConfig({ ...restored, PORT: '0', HOST: '127.0.0.1' }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const copy = { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
      const cookie = await login(copy, adminEmail, PASSWORD);
      const response = await fetch(`${copy.url}/api/galleries/${albumId}/photos/${photoId}/original`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
    } finally {
      await app?.close();
      if (cluster) await onCluster(`drop database if exists ${name} with (force)`);
      else if (external) await dropSchema(external, name);
      await target.close();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
