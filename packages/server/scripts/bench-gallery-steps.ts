/** The steps of the gallery bench (bench-gallery.ts), each on the real server it started. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import autocannon from 'autocannon';
import { watermarked } from '../src/api/galleries/watermark';
import { demoAccounts } from '../src/setup/first-run';
import { loginCookie, type startLocalServer } from './local-server';
import { type TreeMemory, treeMemory } from './memory';

type Server = Awaited<ReturnType<typeof startLocalServer>>;

/** Uploads under way at once, as the admin's screen sends them. */
const PARALLEL_UPLOADS = 2;
/** Photos the library's profile encodes for the "before" figure: AVIF is slow. */
export const BEFORE_PHOTOS = 2;
/** Seconds of load on the watermarked preview, and its connections (a wedding's guests browsing). */
export const PREVIEW_LOAD_S = 10;
export const PREVIEW_CONNECTIONS = 16;
/** The rate the watermarked previews must reach, at which `/` is measured as well. */
export const PREVIEW_TARGET_RATE = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `/` fetched one request after another for `ms`, as a visitor would: median and p95 in ms. */
export async function homeLatency(base: string, ms: number) {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const begun = performance.now();
    const response = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await response.arrayBuffer();
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0);
  return { median: at(0.5), p95: at(0.95), requests: times.length };
}

export function libraryProfileSeconds(files: Buffer[]): number {
  const dir = mkdtempSync(join(tmpdir(), 'lapm-bench-gallery-'));
  try {
    const paths = files.slice(0, BEFORE_PHOTOS).map((file, i) => {
      const path = join(dir, `photo-${i + 1}.jpg`);
      writeFileSync(path, file);
      return path;
    });
    const script = fileURLToPath(new URL('./encode-photos.ts', import.meta.url));
    const output = execFileSync(process.execPath, ['--import', 'tsx', script, 'library', ...paths], {
      encoding: 'utf8',
    });
    const { seconds: each } = JSON.parse(output) as { seconds: number[] };
    return each.reduce((sum, value) => sum + value, 0) / each.length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type Album = Awaited<ReturnType<typeof openAlbum>>;

/** The admin signed in, a new album for the demo client, and the calls the bench makes on it. */
export async function openAlbum(server: Server) {
  const cookie = await loginCookie(server.base, demoAccounts.admin);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.base}/api${path}`, {
      ...init,
      headers: {
        cookie,
        ...(init.body && !(init.body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  const users = (await (await api('/user')).json()) as { data: { id: number; role: string }[] };
  const client = users.data.find((user) => user.role === 'user');
  if (!client) throw new Error('no client account in the demo data');
  const created = await api('/album', {
    method: 'POST',
    body: JSON.stringify({
      date: '12/05/2026',
      lien: 'https://exemple.fr/g',
      access_code: 'banc',
      user_id: client.id,
    }),
  });
  const albumId = ((await created.json()) as { data: { id_album: number } }).data.id_album;
  const gallery = async () =>
    (await (await api(`/admin/albums/${albumId}/photos`)).json()) as {
      photos: { id: string; status: string; widths: number[] }[];
    };
  const upload = async (file: Buffer, i: number) => {
    const response = await api(`/admin/albums/${albumId}/photos`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        [PHOTO_NAME_HEADER]: `IMG_${String(i + 1).padStart(4, '0')}.jpg`,
      },
      body: new Uint8Array(file),
    });
    if (response.status !== 201)
      throw new Error(`upload ${i + 1}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { photo: { id: string } }).photo.id;
  };
  return { api, cookie, albumId, gallery, upload };
}

/** The server's memory, sampled every 200 ms until `stop`: at rest, then at its highest. */
export function sampleMemory(pid: number) {
  const idle = treeMemory(pid);
  let peak: TreeMemory = idle;
  const sampler = setInterval(() => {
    const now = treeMemory(pid);
    if (now.pss.server > peak.pss.server) peak = now;
  }, 200);
  return { idle, peak: () => peak, stop: () => clearInterval(sampler) };
}

/** The first photo alone: from the end of its upload to its first thumbnail served. */
async function firstThumbnail({ api, albumId, gallery }: Album, firstId: string, firstUploaded: number) {
  for (;;) {
    const photo = (await gallery()).photos.find((p) => p.id === firstId);
    if (photo?.status === 'ready') {
      const width = Math.min(...photo.widths);
      const thumb = await api(`/galleries/${albumId}/photos/${firstId}/${width}.webp`);
      if (thumb.status !== 200) throw new Error(`thumbnail: ${thumb.status}`);
      await thumb.arrayBuffer();
      return performance.now() - firstUploaded;
    }
    await pause(50);
  }
}

/** Every photo uploaded, two at a time, then processed by the gallery queue. */
export async function uploadSession(album: Album, files: Buffer[]) {
  const started = performance.now();
  const firstId = await album.upload(files[0] as Buffer, 0);
  const firstUploaded = performance.now();
  const queue = files.slice(1).map((file, i) => ({ file, i: i + 1 }));
  const workers = Array.from({ length: PARALLEL_UPLOADS }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await album.upload(next.file, next.i);
  });
  const rest = Promise.all(workers).then(() => undefined);
  const firstThumbMs = await firstThumbnail(album, firstId, firstUploaded);
  await rest;
  const uploadedMs = performance.now() - started;
  let statuses: string[] = [];
  for (;;) {
    statuses = (await album.gallery()).photos.map((photo) => photo.status);
    if (statuses.every((status) => status === 'ready' || status === 'failed')) break;
    await pause(200);
  }
  const totalMs = performance.now() - started;
  const failed = statuses.filter((status) => status === 'failed').length;
  return { firstThumbMs, uploadedMs, totalMs, failed };
}

/** The whole album as a ZIP, read as fast as the connection takes it. */
export async function downloadZip({ api, albumId }: Album) {
  const zipStarted = performance.now();
  const zip = await api(`/galleries/${albumId}/archive.zip`);
  const firstByteMs = performance.now() - zipStarted;
  let zipBytes = 0;
  const reader = zip.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    zipBytes += chunk.value.length;
  }
  return { firstByteMs, zipBytes, zipMs: performance.now() - zipStarted };
}

/** The watermark on a stored preview, as the variant route lays it, on the smallest and largest. */
export async function watermarkCost(server: Server, album: Album) {
  const { photos } = await album.gallery();
  const sample = photos[0] as { id: string; widths: number[] };
  const markCost = async (width: number) => {
    const path = join(server.dataDir, 'photos', 'gallery-variants', sample.id, `${width}.webp`);
    const data = readFileSync(path);
    const runs = 5;
    const begun = performance.now();
    for (let i = 0; i < runs; i++) await watermarked(data, 'webp', 'LAPM Photographie');
    return (performance.now() - begun) / runs;
  };
  const [smallest, largest] = [Math.min(...sample.widths), Math.max(...sample.widths)];
  const markSmall = await markCost(smallest);
  const markLarge = await markCost(largest);
  return { sample, smallest, largest, markSmall, markLarge };
}

/** A guest's cookie on the album, the watermark on: the previews she gets are marked. */
async function guestWithWatermark(server: Server, { api, albumId }: Album) {
  const settings = { includedPhotos: 0, downloadsEnabled: true, watermark: true, graceDays: 30 };
  const set = await api(`/admin/albums/${albumId}/gallery`, {
    method: 'PUT',
    body: JSON.stringify(settings),
  });
  if (set.status !== 200) throw new Error(`watermark on: ${set.status}`);
  const opened = await fetch(`${server.base}/api/galleries/${albumId}/access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'banc' }),
  });
  const guest = opened.headers.getSetCookie().find((cookie) => cookie.startsWith('lapm_gallery_'));
  if (!guest) throw new Error(`access code: ${opened.status}`);
  return guest.split(';')[0] as string;
}

/** Guests on the largest marked preview while a visitor opens the home page. */
export async function previewUnderLoad(server: Server, album: Album, photoId: string, largest: number) {
  const guestCookie = await guestWithWatermark(server, album);
  const previewUrl = `${server.base}/api/galleries/${album.albumId}/photos/${photoId}/${largest}.webp`;
  // The first request draws it; the load then measures the file served.
  const preview = await fetch(previewUrl, { headers: { cookie: guestCookie } });
  const previewKB = (await preview.arrayBuffer()).byteLength / 1024;
  const homeIdle = await homeLatency(server.base, 3000);
  // As fast as the previews go, then at the target rate: what `/` feels beside each.
  const previewLoad = (overallRate?: number) =>
    Promise.all([
      autocannon({
        url: previewUrl,
        connections: PREVIEW_CONNECTIONS,
        duration: PREVIEW_LOAD_S,
        headers: { cookie: guestCookie },
        ...(overallRate && { overallRate }),
      }),
      pause(1000).then(() => homeLatency(server.base, (PREVIEW_LOAD_S - 2) * 1000)),
    ]);
  const [marked, homeBusy] = await previewLoad();
  const [paced, homePaced] = await previewLoad(PREVIEW_TARGET_RATE);
  return { previewKB, homeIdle, marked, homeBusy, paced, homePaced };
}
