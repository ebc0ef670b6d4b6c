import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { afterAll, beforeAll, expect } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import sharp, { type Color } from 'sharp';
import { galleryAccessTokens } from '../db/schema';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from './server';

export interface GallerySetup {
  server: TestServer;
  /** The admin's session cookie. */
  admin: string;
  /** The client who owns the albums, and her session cookie. */
  ownerId: number;
  owner: string;
}

/** A server with the studio's admin and a client who owns the albums, both logged in. */
export async function startGalleryServer(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[1] = {},
): Promise<GallerySetup> {
  const server = await startTestServer(
    { PHOTO_QUEUE_INTERVAL_MS: '100', TRUST_PROXY: 'loopback', ...env },
    options,
  );
  const admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
  const ownerUser = await addUser(server, { firstname: 'Camille', lastname: 'Durand' });
  return { server, admin, ownerId: ownerUser.id, owner: await login(server, ownerUser.email, PASSWORD) };
}

/**
 * The gallery server of a test file (see `startGalleryServer`), started before its tests and
 * stopped after them: its fields are there once the tests run.
 */
export function galleryServerForFile(env: Record<string, string> = {}): GallerySetup {
  const setup = {} as GallerySetup;
  beforeAll(async () => {
    Object.assign(setup, await startGalleryServer(env));
  });
  afterAll(async () => {
    await setup.server.close();
  });
  return setup;
}

/** A photo of one flat colour, as a JPEG (sharp's quality 80 unless told). */
export const flatJpeg = (width: number, height: number, background: Color, quality = 80) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality })
    .toBuffer();

/**
 * An album of the client's, as the admin's form creates it, with its external link and its last
 * day where told; its id.
 */
export async function createGalleryAlbum(
  setup: Pick<GallerySetup, 'server' | 'admin' | 'ownerId'>,
  code: string,
  date = '20/06/2026',
  { lien = 'https://galerie.example.com/s', availableUntil }: { lien?: string; availableUntil?: string } = {},
): Promise<number> {
  const response = await call(setup.server, 'POST', '/album', {
    cookie: setup.admin,
    body: {
      date,
      lien,
      access_code: code,
      user_id: setup.ownerId,
      ...(availableUntil ? { available_until: availableUntil } : {}),
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.id_album;
}

/** Sends each file as the album screen's one-request upload does, in turn; the photos' ids in that order. */
export async function uploadToAlbum(
  setup: GallerySetup,
  albumId: number,
  files: readonly { name: string; data: Buffer }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const { name, data } of files) {
    const response = await call(setup.server, 'POST', `/admin/albums/${albumId}/photos`, {
      cookie: setup.admin,
      headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
      rawBody: data,
    });
    expect(response.status).toBe(201);
    ids.push(response.body.photo.id);
  }
  return ids;
}

/** How many browsers an album's code has let in and that still hold their token. */
export const accessTokenCount = async (server: TestServer, albumId: number) =>
  (
    await server.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(galleryAccessTokens)
      .where(eq(galleryAccessTokens.albumId, albumId))
  )[0]?.n;
