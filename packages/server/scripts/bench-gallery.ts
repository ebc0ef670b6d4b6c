/**
 * A client's gallery, end to end on the real server (a child process): a session of 24-megapixel
 * camera JPEGs uploaded two at a time as the admin's screen sends them, processed by the gallery
 * queue (WebP and JPEG), then the whole album downloaded as a ZIP. Prints:
 * - seconds per 24-megapixel photo (first upload to last photo ready, divided by the count) and
 *   what a 300-photo session takes at that rate (or for real with GALLERY_BENCH_COUNT=300);
 * - the time from the end of the first photo's upload to its first thumbnail being served;
 * - the server's peak memory (PSS from /proc/<pid>/smaps_rollup, target <= 400 MB) during the run;
 * - the ZIP's throughput (MB/s) and its time to first byte;
 * - the cost of drawing the watermark on a preview (done once per preview, then kept);
 * - the rate of a 1600 px watermarked preview served to 16 connections, and the latency of `/`
 *   (median, p95) before and during that load;
 * - before: the library's profile (AVIF, WebP, JPEG) on two of the same photos, in a child process.
 *
 * The figures go to benchmarks/gallery.json (BENCHMARKS.md is generated from it).
 *
 *   pnpm --filter @lapm/server bench:gallery
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import autocannon from 'autocannon';
import { startBench } from '../../../tooling/benchmarks/record';
import type { BenchResults } from '../../../tooling/benchmarks/results';
import { watermarked } from '../src/api/galleries/watermark';
import { demoAccounts } from '../src/setup/first-run';
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraPhoto } from './camera-photo';
import { loginCookie, startLocalServer } from './local-server';
import { describeMemory, type TreeMemory, treeMemory } from './memory';

const COUNT = Number(process.env.GALLERY_BENCH_COUNT ?? 12);
const SESSION_PHOTOS = 300;
/** Uploads under way at once, as the admin's screen sends them. */
const PARALLEL_UPLOADS = 2;
/** Photos the library's profile encodes for the "before" figure: AVIF is slow. */
const BEFORE_PHOTOS = 2;

const load = () =>
  `charge ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Seconds of load on the watermarked preview, and its connections (a wedding's guests browsing). */
const PREVIEW_LOAD_S = 10;
const PREVIEW_CONNECTIONS = 16;
/** The rate the watermarked previews must reach, at which `/` is measured as well. */
const PREVIEW_TARGET_RATE = 100;

/** `/` fetched one request after another for `ms`, as a visitor would: median and p95 in ms. */
async function homeLatency(base: string, ms: number) {
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
const describeHome = ({ median, p95, requests }: Awaited<ReturnType<typeof homeLatency>>) =>
  `médiane ${median} ms, p95 ${p95} ms (${requests} requêtes)`;

function libraryProfileSeconds(files: Buffer[]): number {
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

async function main() {
  const bench = startBench('gallery', 'pnpm --filter @lapm/server bench:gallery');
  let results: Omit<BenchResults['gallery'], 'library'> | undefined;
  console.log(`Génération de ${COUNT} photos de ${CAMERA_WIDTH}×${CAMERA_HEIGHT}...`);
  const files: Buffer[] = [];
  for (let i = 0; i < COUNT; i++) files.push(await cameraPhoto(i + 101));
  const totalMB = files.reduce((sum, file) => sum + file.length, 0) / 1e6;

  const server = await startLocalServer('bench-gallery', { env: { PHOTO_QUEUE_INTERVAL_MS: '500' } });
  const pid = server.process.pid ?? -1;
  try {
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

    const idle = treeMemory(pid);
    let peak: TreeMemory = idle;
    const sampler = setInterval(() => {
      const now = treeMemory(pid);
      if (now.pss.server > peak.pss.server) peak = now;
    }, 200);

    const started = performance.now();
    // The first photo alone: from the end of its upload to its first thumbnail served.
    const firstId = await upload(files[0] as Buffer, 0);
    const firstUploaded = performance.now();
    let rest = Promise.resolve();
    const queue = files.slice(1).map((file, i) => ({ file, i: i + 1 }));
    const workers = Array.from({ length: PARALLEL_UPLOADS }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await upload(next.file, next.i);
    });
    rest = Promise.all(workers).then(() => undefined);
    let firstThumbMs = 0;
    for (;;) {
      const photo = (await gallery()).photos.find((p) => p.id === firstId);
      if (photo?.status === 'ready') {
        const width = Math.min(...photo.widths);
        const thumb = await api(`/galleries/${albumId}/photos/${firstId}/${width}.webp`);
        if (thumb.status !== 200) throw new Error(`thumbnail: ${thumb.status}`);
        await thumb.arrayBuffer();
        firstThumbMs = performance.now() - firstUploaded;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await rest;
    const uploadedMs = performance.now() - started;
    let statuses: string[] = [];
    for (;;) {
      statuses = (await gallery()).photos.map((photo) => photo.status);
      if (statuses.every((status) => status === 'ready' || status === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const totalMs = performance.now() - started;
    const failed = statuses.filter((status) => status === 'failed').length;

    // The whole album as a ZIP, read as fast as the connection takes it.
    const zipStarted = performance.now();
    const zip = await api(`/galleries/${albumId}/archive.zip`);
    const firstByteMs = performance.now() - zipStarted;
    let zipBytes = 0;
    const reader = zip.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      zipBytes += chunk.value.length;
    }
    const zipMs = performance.now() - zipStarted;
    clearInterval(sampler);

    // The watermark on a stored preview, as the variant route lays it.
    const { photos } = await gallery();
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

    // Guests on the largest marked preview while a visitor opens the home page.
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
    const guestCookie = guest.split(';')[0] as string;
    const previewUrl = `${server.base}/api/galleries/${albumId}/photos/${sample.id}/${largest}.webp`;
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
        new Promise((resolve) => setTimeout(resolve, 1000)).then(() =>
          homeLatency(server.base, (PREVIEW_LOAD_S - 2) * 1000),
        ),
      ]);
    const [marked, homeBusy] = await previewLoad();
    const [paced, homePaced] = await previewLoad(PREVIEW_TARGET_RATE);

    const perPhotoMs = totalMs / COUNT;
    console.log(
      `Galerie client, ${COUNT} photos de 24 Mpx (${(totalMB / COUNT).toFixed(1)} Mo en moyenne), ${load()} :`,
    );
    console.log(
      `  après (profil gallery, WebP + JPEG) : ${seconds(perPhotoMs)} par photo de 24 Mpx ` +
        `(${COUNT - failed} prêtes, ${failed} en échec, ${seconds(totalMs)} en tout, envoi ${seconds(uploadedMs)}) ; ` +
        `séance de ${SESSION_PHOTOS} photos : ${((perPhotoMs * SESSION_PHOTOS) / 60_000).toFixed(1)} min` +
        (COUNT >= SESSION_PHOTOS ? ' (mesurée)' : ' (extrapolée)'),
    );
    console.log(`  première vignette ${seconds(firstThumbMs)} après la fin de l'envoi de sa photo`);
    console.log(
      `  mémoire du serveur : au repos ${describeMemory(idle)} ; au plus haut ${describeMemory(peak)}`,
    );
    console.log(
      `  ZIP de l'album : ${(zipBytes / 1e6).toFixed(0)} Mo en ${seconds(zipMs)}, ` +
        `${(zipBytes / 1e6 / (zipMs / 1000)).toFixed(0)} Mo/s, premier octet en ${Math.round(firstByteMs)} ms`,
    );
    console.log(
      `  filigrane dessiné (une fois par aperçu) : ${Math.round(markSmall)} ms pour une vignette de ${smallest} px, ` +
        `${Math.round(markLarge)} ms pour un aperçu de ${largest} px`,
    );
    console.log(
      `  aperçu filigrané de ${largest} px (${Math.round(previewKB)} Ko), ${PREVIEW_CONNECTIONS} connexions, ` +
        `${PREVIEW_LOAD_S} s : ${Math.round(marked.requests.average)} req/s, p99 ${marked.latency.p99} ms, ` +
        `${marked.non2xx + marked.errors} en erreur ; / au repos ${describeHome(homeIdle)}, pendant ${describeHome(homeBusy)}`,
    );
    console.log(
      `  au rythme cible (${PREVIEW_TARGET_RATE} req/s) : ${Math.round(paced.requests.average)} req/s servies, ` +
        `p99 ${paced.latency.p99} ms, ${paced.non2xx + paced.errors} en erreur ; / pendant ${describeHome(homePaced)}`,
    );
    const loadFigures = (result: autocannon.Result) => ({
      rate: result.requests.average,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors,
    });
    results = {
      photos: COUNT,
      photoMB: totalMB / COUNT,
      ready: COUNT - failed,
      failed,
      uploadSeconds: uploadedMs / 1000,
      totalSeconds: totalMs / 1000,
      firstThumbnailSeconds: firstThumbMs / 1000,
      memory: { idle, peak },
      zip: { MB: zipBytes / 1e6, seconds: zipMs / 1000, firstByteMs: Math.round(firstByteMs) },
      watermark: [
        { width: smallest, ms: Math.round(markSmall) },
        { width: largest, ms: Math.round(markLarge) },
      ],
      preview: { width: largest, KB: previewKB, connections: PREVIEW_CONNECTIONS, seconds: PREVIEW_LOAD_S },
      home: { idle: homeIdle, busy: homeBusy, paced: homePaced },
      previewLoad: { full: loadFigures(marked), paced: loadFigures(paced) },
      previewTargetRate: PREVIEW_TARGET_RATE,
      sessionPhotos: SESSION_PHOTOS,
    };
  } finally {
    await server.stop();
  }
  const before = libraryProfileSeconds(files);
  console.log(
    `  avant (profil library, AVIF + WebP + JPEG, ${BEFORE_PHOTOS} photos, ${load()}) : ${before.toFixed(2)} s par photo ; ` +
      `séance de ${SESSION_PHOTOS} photos : ${((before * SESSION_PHOTOS) / 60).toFixed(1)} min`,
  );
  if (results) bench.write({ ...results, library: { photos: BEFORE_PHOTOS, perPhotoSeconds: before } });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
