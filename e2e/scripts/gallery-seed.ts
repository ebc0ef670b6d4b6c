// The set-up the gallery benches share: a server of their own on loopback, a client who registered
// herself, and her album of `count` photos (landscape and portrait mixed) uploaded and processed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { type APIRequestContext, request } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin, newClient } from '../support/accounts';
import { type RunningServer, startSiteServer } from '../support/server';

/**
 * A photo of its own look and size (landscape and portrait mixed), quick to make: soft colour
 * waves with a grain, so its previews weigh what a real photo's do (about 50 KB at 640 px in
 * WebP); pure noise would weigh six times more and turn a network bench into one of its pixels.
 */
function photo(index: number): Promise<Buffer> {
  const portrait = index % 3 === 0;
  const width = portrait ? 640 : 960;
  const height = portrait ? 960 : 640;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = index + 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 41;
      const at = (y * width + x) * 3;
      pixels[at] = 120 + 90 * Math.sin(x / (60 + (index % 7) * 9) + index) + grain;
      pixels[at + 1] = 110 + 80 * Math.sin(y / (50 + (index % 5) * 11) - index) + grain;
      pixels[at + 2] = 100 + 70 * Math.sin((x + y) / (90 + (index % 3) * 20)) + grain;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function session(url: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } });
  const login = await context.post('/api/login', { data: { email, password } });
  if (!login.ok()) throw new Error(`Connexion refusée (${login.status()})`);
  return context;
}

/**
 * GALLERY_DATA_DIR keeps the server's data between runs: the album seeded once (minutes of photo
 * processing) is measured again after a change, by a server started on the new build.
 */
const dataDir = process.env.GALLERY_DATA_DIR;
const seedFile = (tag: string) => (dataDir ? join(dataDir, `bench-seed-${tag}.json`) : undefined);

export function startGalleryServer(): Promise<RunningServer> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return startSiteServer(
    {
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      RATE_LIMITS: 'off',
      PHOTO_QUEUE_INTERVAL_MS: '500',
    },
    'bench-gallery',
  );
}

async function registerClient(url: string, tag: string) {
  const client = newClient(tag);
  const anonymous = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } });
  const registered = await anonymous.post('/api/user/register', {
    data: {
      firstname: client.firstname,
      lastname: client.lastname,
      email: client.email,
      password: client.password,
    },
  });
  if (!registered.ok()) throw new Error(`Inscription refusée (${registered.status()})`);
  await anonymous.dispose();
  return client;
}

async function createAlbum(admin: APIRequestContext, email: string, tag: string) {
  const users = (await (await admin.get('/api/user')).json()) as { data: { id: number; email: string }[] };
  const created = await admin.post('/api/album', {
    data: {
      user_id: users.data.find((user) => user.email === email)?.id,
      // She registered herself and never confirmed her address: the admin gives it knowingly.
      confirm_unproved_owner: true,
      date: '21/06/2026',
      access_code: tag,
      lien: `https://galerie.example.fr/${tag}`,
    },
  });
  return ((await created.json()) as { data: { id_album: number } }).data.id_album;
}

async function uploadAll(admin: APIRequestContext, albumId: number, count: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (next < count) {
        const index = next++;
        const response = await admin.post(`/api/admin/albums/${albumId}/photos`, {
          headers: {
            'content-type': 'application/octet-stream',
            [PHOTO_NAME_HEADER]: `BANC_${index + 1}.jpg`,
          },
          data: await photo(index),
        });
        if (!response.ok()) throw new Error(`Envoi refusé (${response.status()}) : ${await response.text()}`);
      }
    }),
  );
}

async function allProcessed(admin: APIRequestContext, albumId: number, started: number) {
  for (;;) {
    const listed = (await (await admin.get(`/api/admin/albums/${albumId}/photos`)).json()) as {
      photos: { id: string; status: string }[];
    };
    const waiting = listed.photos.filter((entry) => entry.status === 'processing').length;
    if (waiting === 0) return listed.photos;
    if (Date.now() - started > 20 * 60_000) throw new Error(`${waiting} photos toujours en traitement`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * A client's album of `count` photos, uploaded three at a time and processed; with `cover`, its
 * first photo is the cover, as the studio chooses one for a séance.
 */
export async function seedGallery(url: string, count: number, tag: string, cover = false): Promise<Seeded> {
  const file = seedFile(tag);
  if (file && existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Seeded & { count: number };
    if (kept.count === count) return kept;
  }
  const seeded = await seedNew(url, count, tag, cover);
  if (file) writeFileSync(file, JSON.stringify({ ...seeded, count }));
  return seeded;
}

interface Seeded {
  albumId: number;
  client: ReturnType<typeof newClient>;
  processedSeconds: number;
  coverId?: string;
}

async function seedNew(url: string, count: number, tag: string, cover: boolean): Promise<Seeded> {
  const client = await registerClient(url, tag);
  const admin = await session(url, e2eAdmin.email, e2eAdmin.password);
  try {
    const albumId = await createAlbum(admin, client.email, tag);
    const started = Date.now();
    await uploadAll(admin, albumId, count);
    const photos = await allProcessed(admin, albumId, started);
    const processedSeconds = (Date.now() - started) / 1000;
    console.log(`${count} photos envoyées et traitées en ${processedSeconds.toFixed(0)} s`);
    // The last photo: it is not in the grid's first rows, so its paint is the cover's alone.
    const coverId = cover ? photos.filter((entry) => entry.status === 'ready').at(-1)?.id : undefined;
    if (coverId) {
      const chosen = await admin.put(`/api/admin/albums/${albumId}/cover`, {
        data: { photoId: coverId, focalPoint: { x: 50, y: 50 } },
      });
      if (!chosen.ok()) throw new Error(`Couverture refusée (${chosen.status()}) : ${await chosen.text()}`);
    }
    return { albumId, client, processedSeconds, coverId };
  } finally {
    await admin.dispose();
  }
}
