import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type ChildServer, spawnServer } from '../testing/child-server';
import { phonePhoto, processed, uploadPhoto } from '../testing/photos';
import { call, claimsOf, login } from '../testing/server';

/**
 * The backup and restore commands against the real server (src/main.ts in a child process) on
 * embedded databases of their own, as the photographer runs them on her server.
 */
const folder = mkdtempSync(join(tmpdir(), 'lapm-backup-'));
// The embedded database runs as `postgres` when the tests run as root: it must cross this folder.
chmodSync(folder, 0o711);
const site = join(folder, 'site');
const restored = join(folder, 'restauré');
const archive = join(folder, 'sauvegarde.tar');
const ADMIN = { email: 'studio@exemple.fr', password: 'Chambre-Noire-34-Argentique' };
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PHOTO_QUEUE_INTERVAL_MS: '100',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../backup-cli.ts', import.meta.url));
const cwd = fileURLToPath(new URL('../..', import.meta.url));
/** The command as `pnpm --filter @lapm/server backup|restore` runs it, with the server's environment. */
const command = (name: 'backup' | 'restore', dataDir: string, file = archive) =>
  run(process.execPath, ['--import', 'tsx', cli, name, file], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env(dataDir) },
  });

let running: ChildServer | undefined;
afterAll(async () => {
  await running?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** What the restore must give back: a processed gallery photo and a library photo, as uploaded. */
const galleryOriginal: { data: Buffer; album: number; id: string } = {
  data: Buffer.alloc(0),
  album: 0,
  id: '',
};
const library: { data: Buffer; id: string; file: string; variant: Buffer } = {
  data: Buffer.alloc(0),
  id: '',
  file: '',
  variant: Buffer.alloc(0),
};

/** Stocks the running site with its gallery photo and its library photo, both processed. */
async function stockSite(running: ChildServer) {
  const admin = await login(running, ADMIN.email, ADMIN.password);
  const token = (await call(running, 'POST', '/login', { body: ADMIN })).body.jwtTokenClientLAPM;
  const album = await call(running, 'POST', '/album', {
    cookie: admin,
    body: {
      date: '12/05/2026',
      lien: 'https://galerie.exemple.fr/mariage',
      access_code: 'mariage-en-mai',
      user_id: Number(claimsOf(token).sub),
    },
  });
  expect(album.status).toBe(201);
  galleryOriginal.album = album.body.data.id_album;
  galleryOriginal.data = await phonePhoto(900, 600);
  const uploaded = await call(running, 'POST', `/admin/albums/${galleryOriginal.album}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: 'IMG_0001.jpg' },
    rawBody: galleryOriginal.data,
  });
  expect(uploaded.status).toBe(201);
  galleryOriginal.id = uploaded.body.photo.id;
  // Only a processed photo is given out: wait for its previews.
  for (let tries = 0; ; tries++) {
    const gallery = await call(running, 'GET', `/admin/albums/${galleryOriginal.album}/photos`, {
      cookie: admin,
    });
    if (gallery.body.photos?.[0]?.status === 'ready') break;
    if (tries > 200) throw new Error(`gallery photo not processed: ${gallery.text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  library.data = await phonePhoto(700, 500);
  const photo = await uploadPhoto(running, admin, 'Portrait.jpg', library.data);
  library.id = photo.body.data.id;
  const ready = await processed(running, admin, library.id);
  expect(ready.status).toBe('ready');
  library.file = `${ready.widths[0]}.jpg`;
  const variant = await fetch(`${running.url}/api/photos/${library.id}/files/${library.file}`, {
    headers: { cookie: admin },
  });
  expect(variant.status).toBe(200);
  library.variant = Buffer.from(await variant.arrayBuffer());
}

describe('backup while the site runs, restore into an empty folder', () => {
  beforeAll(async () => {
    running = await spawnServer(env(site));
    await stockSite(running);
  }, 120_000);

  it('takes the database and every photo file while the server runs', async () => {
    const { stdout } = await command('backup', site);
    expect(stdout).toMatch(
      /^Sauvegarde écrite dans .*sauvegarde\.tar : \d+ lignes \(\d+ tables\), \d+ fichiers photo/m,
    );
    // Readable by its owner only: it holds the accounts and the clients' photos.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(existsSync(`${archive}.partiel`)).toBe(false);
    // The site went on answering.
    expect((await fetch(`${running?.url}/api/health`)).status).toBe(200);
    await running?.stop();
    running = undefined;
  }, 120_000);

  it('refuses, in French and changing nothing, a folder that is not empty', async () => {
    const before = readdirSync(site).sort();
    const refused = command('restore', site);
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `Restauration refusée : le dossier de données ${site} n'est pas vide (DATA_DIR doit être absent ou vide). Rien n'a été modifié.`,
      ),
    });
    expect(readdirSync(site).sort()).toEqual(before);
  }, 60_000);

  it('gives back the site, gallery and library originals byte for byte', async () => {
    mkdirSync(restored);
    const { stdout } = await command('restore', restored);
    expect(stdout).toMatch(/^Sauvegarde du .* restaurée : \d+ lignes \(\d+ tables\), \d+ fichiers photo/m);
    running = await spawnServer(env(restored));
    const admin = await login(running, ADMIN.email, ADMIN.password);
    const original = await fetch(
      `${running.url}/api/galleries/${galleryOriginal.album}/photos/${galleryOriginal.id}/original`,
      { headers: { cookie: admin } },
    );
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(galleryOriginal.data)).toBe(true);
    const variant = await fetch(`${running.url}/api/photos/${library.id}/files/${library.file}`, {
      headers: { cookie: admin },
    });
    expect(variant.status).toBe(200);
    expect(Buffer.from(await variant.arrayBuffer()).equals(library.variant)).toBe(true);
    // The library's originals are never served: the file itself is the one uploaded.
    expect(readFileSync(join(restored, 'photos', 'originals', library.id)).equals(library.data)).toBe(true);
  }, 120_000);
});
