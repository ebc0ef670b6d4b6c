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
import { loadavg } from 'node:os';
import type autocannon from 'autocannon';
import { startBench } from '../../../tooling/benchmarks/record';
import type { BenchResults } from '../../../tooling/benchmarks/results';
import {
  BEFORE_PHOTOS,
  downloadZip,
  type homeLatency,
  libraryProfileSeconds,
  openAlbum,
  PREVIEW_CONNECTIONS,
  PREVIEW_LOAD_S,
  PREVIEW_TARGET_RATE,
  previewUnderLoad,
  sampleMemory,
  uploadSession,
  watermarkCost,
} from './bench-gallery-steps';
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraPhoto } from './camera-photo';
import { startLocalServer } from './local-server';
import { describeMemory, type TreeMemory } from './memory';

const COUNT = Number(process.env.GALLERY_BENCH_COUNT ?? 12);
const SESSION_PHOTOS = 300;

const load = () =>
  `charge ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const describeHome = ({ median, p95, requests }: Awaited<ReturnType<typeof homeLatency>>) =>
  `médiane ${median} ms, p95 ${p95} ms (${requests} requêtes)`;

interface Figures {
  totalMB: number;
  session: Awaited<ReturnType<typeof uploadSession>>;
  memory: { idle: TreeMemory; peak: TreeMemory };
  zip: Awaited<ReturnType<typeof downloadZip>>;
  mark: Awaited<ReturnType<typeof watermarkCost>>;
  previews: Awaited<ReturnType<typeof previewUnderLoad>>;
}

/** The run on the gallery's profile, in French, as BENCHMARKS.md quotes it. */
function print({ totalMB, session, memory, zip, mark, previews }: Figures) {
  const { totalMs, uploadedMs, failed } = session;
  const { marked, paced } = previews;
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
  console.log(`  première vignette ${seconds(session.firstThumbMs)} après la fin de l'envoi de sa photo`);
  console.log(
    `  mémoire du serveur : au repos ${describeMemory(memory.idle)} ; au plus haut ${describeMemory(memory.peak)}`,
  );
  console.log(
    `  ZIP de l'album : ${(zip.zipBytes / 1e6).toFixed(0)} Mo en ${seconds(zip.zipMs)}, ` +
      `${(zip.zipBytes / 1e6 / (zip.zipMs / 1000)).toFixed(0)} Mo/s, premier octet en ${Math.round(zip.firstByteMs)} ms`,
  );
  console.log(
    `  filigrane dessiné (une fois par aperçu) : ${Math.round(mark.markSmall)} ms pour une vignette de ${mark.smallest} px, ` +
      `${Math.round(mark.markLarge)} ms pour un aperçu de ${mark.largest} px`,
  );
  console.log(
    `  aperçu filigrané de ${mark.largest} px (${Math.round(previews.previewKB)} Ko), ${PREVIEW_CONNECTIONS} connexions, ` +
      `${PREVIEW_LOAD_S} s : ${Math.round(marked.requests.average)} req/s, p99 ${marked.latency.p99} ms, ` +
      `${marked.non2xx + marked.errors} en erreur ; / au repos ${describeHome(previews.homeIdle)}, pendant ${describeHome(previews.homeBusy)}`,
  );
  console.log(
    `  au rythme cible (${PREVIEW_TARGET_RATE} req/s) : ${Math.round(paced.requests.average)} req/s servies, ` +
      `p99 ${paced.latency.p99} ms, ${paced.non2xx + paced.errors} en erreur ; / pendant ${describeHome(previews.homePaced)}`,
  );
}

const loadFigures = (result: autocannon.Result) => ({
  rate: result.requests.average,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors,
});

/** The figures benchmarks/gallery.json keeps. */
function results({
  totalMB,
  session,
  memory,
  zip,
  mark,
  previews,
}: Figures): Omit<BenchResults['gallery'], 'library'> {
  return {
    photos: COUNT,
    photoMB: totalMB / COUNT,
    ready: COUNT - session.failed,
    failed: session.failed,
    uploadSeconds: session.uploadedMs / 1000,
    totalSeconds: session.totalMs / 1000,
    firstThumbnailSeconds: session.firstThumbMs / 1000,
    memory,
    zip: { MB: zip.zipBytes / 1e6, seconds: zip.zipMs / 1000, firstByteMs: Math.round(zip.firstByteMs) },
    watermark: [
      { width: mark.smallest, ms: Math.round(mark.markSmall) },
      { width: mark.largest, ms: Math.round(mark.markLarge) },
    ],
    preview: {
      width: mark.largest,
      KB: previews.previewKB,
      connections: PREVIEW_CONNECTIONS,
      seconds: PREVIEW_LOAD_S,
    },
    home: { idle: previews.homeIdle, busy: previews.homeBusy, paced: previews.homePaced },
    previewLoad: { full: loadFigures(previews.marked), paced: loadFigures(previews.paced) },
    previewTargetRate: PREVIEW_TARGET_RATE,
    sessionPhotos: SESSION_PHOTOS,
  };
}

async function main() {
  const bench = startBench('gallery', 'pnpm --filter @lapm/server bench:gallery');
  let figures: Omit<BenchResults['gallery'], 'library'> | undefined;
  console.log(`Génération de ${COUNT} photos de ${CAMERA_WIDTH}×${CAMERA_HEIGHT}...`);
  const files: Buffer[] = [];
  for (let i = 0; i < COUNT; i++) files.push(await cameraPhoto(i + 101));
  const totalMB = files.reduce((sum, file) => sum + file.length, 0) / 1e6;

  const server = await startLocalServer('bench-gallery', { env: { PHOTO_QUEUE_INTERVAL_MS: '500' } });
  try {
    const album = await openAlbum(server);
    const sampler = sampleMemory(server.process.pid ?? -1);
    const session = await uploadSession(album, files);
    const zip = await downloadZip(album);
    sampler.stop();
    const memory = { idle: sampler.idle, peak: sampler.peak() };
    const mark = await watermarkCost(server, album);
    const previews = await previewUnderLoad(server, album, mark.sample.id, mark.largest);
    const run = { totalMB, session, memory, zip, mark, previews };
    print(run);
    figures = results(run);
  } finally {
    await server.stop();
  }
  const before = libraryProfileSeconds(files);
  console.log(
    `  avant (profil library, AVIF + WebP + JPEG, ${BEFORE_PHOTOS} photos, ${load()}) : ${before.toFixed(2)} s par photo ; ` +
      `séance de ${SESSION_PHOTOS} photos : ${((before * SESSION_PHOTOS) / 60).toFixed(1)} min`,
  );
  if (figures) bench.write({ ...figures, library: { photos: BEFORE_PHOTOS, perPhotoSeconds: before } });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
