import { randomBytes } from 'node:crypto';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { afterAll, beforeAll, expect } from '@rstest/core';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { startS3 } from './s3';
import { addUser, call, dropSchema, login, PASSWORD, startTestServer, type TestServer } from './server';

/*
 * The server of the tests of galleries in S3-compatible storage (galleries-s3*.test.ts), its
 * bucket and its admin: bindings each test file's own server fills (`s3GalleryServerForFile`),
 * read once it started.
 */
export let s3: Awaited<ReturnType<typeof startS3>>;
export let server: TestServer;
export let admin: string;
export let adminEmail: string;

/** Starts the file's bucket and server before its tests, and stops them after. */
export function s3GalleryServerForFile() {
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
}

/** A new client's album holding one photo of `width` × 600 px, processed: its ids and original. */
export async function albumWithOnePhoto(lien: string, name: string, width: number, background: string) {
  const client = await addUser(server);
  const created = await call(server, 'POST', '/album', {
    cookie: admin,
    body: { date: '12/05/2026', lien, access_code: 'code', user_id: client.id },
  });
  const albumId = created.body.data.id_album;
  const original = await sharp({ create: { width, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const uploaded = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: name },
    rawBody: original,
  });
  expect(uploaded.status).toBe(201);
  await server.app.background.galleryPhotosPass();
  return { client, albumId, photoId: uploaded.body.photo.id as string, original };
}

/**
 * An empty database to restore into: a new one on the test cluster, or a new schema of the
 * external PostgreSQL. Its environment, and how to drop it.
 */
export async function emptyDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const name = `restore_${randomBytes(4).toString('hex')}`;
  const cluster = process.env.LAPM_TEST_POSTGRES;
  const external = process.env.DATABASE_URL;
  const onCluster = async (query: string) => {
    const connection = new pg.Client({ connectionString: cluster });
    await connection.connect();
    await connection.query(query);
    await connection.end();
  };
  if (cluster) {
    await onCluster(`create database ${name}`);
    const url = new URL(cluster);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.href },
      drop: () => onCluster(`drop database if exists ${name} with (force)`),
    };
  }
  return {
    env: { DATABASE_URL: external ?? '', DATABASE_SCHEMA: name },
    drop: async () => {
      if (external) await dropSchema(external, name);
    },
  };
}

/** The site of `env` listening on a free loopback port: its app (to close) and its address. */
export async function listeningSite(env: Record<string, string>) {
  const app = await buildApp(loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
