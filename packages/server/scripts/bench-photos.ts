/**
 * Processing time of one photo for each variant profile first: the pipeline alone, in a child
 * process per profile (scripts/encode-photos.ts), gives seconds per 24-megapixel photo, the
 * process's peak memory, and what a 300-photo session would take one photo at a time, as the
 * queue processes them. The machine's load average is printed with it: on a shared machine the
 * figures are only comparable under the same load.
 *
 * Then the throughput of the photo processing queue: 20 generated photos of 24 megapixels (6000×4000,
 * JPEG as a camera saves them) are uploaded to the real server in a child process, and the time
 * from the first upload to the last photo ready gives photos per minute. The server's peak memory
 * (RSS of the process and its database) is sampled meanwhile, and a public page's latency is
 * measured idle and while the queue runs.
 *
 * The figures go to benchmarks/photos.json (BENCHMARKS.md is generated from it).
 *
 *   pnpm --filter @lapm/server bench:photos       (after pnpm build and the server's build)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { PROFILE_FORMATS, type VariantProfile } from '@lapm/images/pipeline';
import autocannon from 'autocannon';
import { startBench } from '../../../tooling/benchmarks/record';
import type { BenchResults } from '../../../tooling/benchmarks/results';
import { demoAccounts } from '../src/setup/first-run';
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraPhoto } from './camera-photo';
import { loginCookie, startLocalServer } from './local-server';
import { describeMemory, type TreeMemory, treeMemory } from './memory';

const PHOTOS = 20;
/** Photos each profile processes in the pipeline's part, and the session the estimate is for. */
const PIPELINE_PHOTOS = 5;
const SESSION_PHOTOS = 300;

const load = () =>
  `charge de la machine ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`;

type Results = BenchResults['photos'];

function benchProfiles(files: Buffer[]): Results['pipeline'] {
  const dir = mkdtempSync(join(tmpdir(), 'lapm-bench-pipeline-'));
  try {
    const paths = files.slice(0, PIPELINE_PHOTOS).map((file, i) => {
      const path = join(dir, `photo-${i + 1}.jpg`);
      writeFileSync(path, file);
      return path;
    });
    console.log(`Chaîne d'images seule, ${paths.length} photos par profil (${load()}) :`);
    const rows: Results['pipeline'] = [];
    for (const profile of Object.keys(PROFILE_FORMATS) as VariantProfile[]) {
      const script = fileURLToPath(new URL('./encode-photos.ts', import.meta.url));
      const output = execFileSync(process.execPath, ['--import', 'tsx', script, profile, ...paths], {
        encoding: 'utf8',
      });
      const { seconds, variantBytesPerPhoto, peakRssMiB } = JSON.parse(output) as {
        seconds: number[];
        variantBytesPerPhoto: number;
        peakRssMiB: number;
      };
      const mean = seconds.reduce((sum, value) => sum + value, 0) / seconds.length;
      console.log(
        `  ${profile} (${PROFILE_FORMATS[profile].join(', ')}) : ${mean.toFixed(2)} s par photo ` +
          `(de ${Math.min(...seconds).toFixed(2)} à ${Math.max(...seconds).toFixed(2)} s), ` +
          `${(variantBytesPerPhoto / 1024 / 1024).toFixed(2)} Mo de variantes par photo, ` +
          `mémoire au plus haut ${peakRssMiB} Mo RSS ; ` +
          `séance de ${SESSION_PHOTOS} photos : ${((mean * SESSION_PHOTOS) / 60).toFixed(1)} min.`,
      );
      rows.push({
        photos: paths.length,
        profile,
        formats: [...PROFILE_FORMATS[profile]],
        meanSeconds: mean,
        minSeconds: Math.min(...seconds),
        maxSeconds: Math.max(...seconds),
        variantMBPerPhoto: variantBytesPerPhoto / 1024 / 1024,
        peakRssMiB,
      });
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function latency(url: string) {
  const result = await autocannon({ url, connections: 10, duration: 5 });
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
const describeLatency = ({ rate, p99 }: { rate: number; p99: number }) =>
  `${Math.round(rate)} req/s, p99 ${p99} ms`;

/** The peak memory of the server's tree, sampled every 200 ms until stopped. */
function samplePeak(pid: number, start: TreeMemory) {
  let peak = start;
  const sampler = setInterval(() => {
    const now = treeMemory(pid);
    if (now.rss.total > peak.rss.total) peak = now;
  }, 200);
  return () => {
    clearInterval(sampler);
    return peak;
  };
}

/** Each photo sent to the library, one after the other, as the admin's uploads do. */
async function uploadPhotos(base: string, cookie: string, files: Buffer[]) {
  for (const [i, file] of files.entries()) {
    const response = await fetch(`${base}/api/photos`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/octet-stream',
        [PHOTO_NAME_HEADER]: `banc-${i + 1}.jpg`,
      },
      body: new Uint8Array(file),
    });
    if (response.status !== 202)
      throw new Error(`upload ${i + 1}: ${response.status} ${await response.text()}`);
  }
}

/** The statuses of the library's photos once none is still waiting or in processing. */
async function processedStatuses(base: string, cookie: string) {
  for (;;) {
    const response = await fetch(`${base}/api/photos`, { headers: { cookie } });
    const statuses = ((await response.json()) as { data: { status: string }[] }).data.map((p) => p.status);
    if (statuses.every((status) => status === 'ready' || status === 'failed')) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Queue = NonNullable<Results['queue']>;

function printQueue(queue: Omit<Queue, 'memory'> & { memory: { idle: TreeMemory; peak: TreeMemory } }) {
  const { failed, uploadSeconds, totalSeconds, memory, home } = queue;
  const totalMs = totalSeconds * 1000;
  console.log(`File de traitement des photos de la bibliothèque (${load()}) :`);
  console.log(`Envoi des ${PHOTOS} photos : ${uploadSeconds.toFixed(1)} s.`);
  console.log(
    `Traitement : ${PHOTOS - failed} prêtes, ${failed} en échec, en ${totalSeconds.toFixed(1)} s : ` +
      `${((PHOTOS / totalMs) * 60_000).toFixed(1)} photos par minute ` +
      `(${(totalMs / PHOTOS / 1000).toFixed(1)} s par photo) ; ` +
      `séance de ${SESSION_PHOTOS} photos : ${(((totalMs / PHOTOS) * SESSION_PHOTOS) / 60_000).toFixed(1)} min.`,
  );
  console.log(`Mémoire au repos : ${describeMemory(memory.idle)}`);
  console.log(`Mémoire au plus haut pendant le traitement : ${describeMemory(memory.peak)}`);
  if (home) {
    console.log(
      `Page d'accueil, au repos : ${describeLatency(home.idle)} ; pendant le traitement : ${describeLatency(home.busy)}`,
    );
  } else {
    console.log("Page d'accueil non mesurée : lancez d'abord pnpm build.");
  }
}

/** The queue's throughput, memory and the home page's latency, on the real server. */
async function benchQueue(files: Buffer[]): Promise<Queue> {
  // The production build, as `pnpm start` runs it (`pnpm bench` builds the server first).
  const server = await startLocalServer('bench-photos', {
    compiled: true,
    env: { PHOTO_QUEUE_INTERVAL_MS: '500' },
  });
  const pid = server.process.pid ?? -1;
  const built = existsSync(fileURLToPath(new URL('../../../shell/dist/index.html', import.meta.url)));
  const page = `${server.base}/`;
  try {
    const cookie = await loginCookie(server.base, demoAccounts.admin);
    const idleMemory = treeMemory(pid);
    const idlePage = built ? await latency(page) : null;
    const stopSampling = samplePeak(pid, idleMemory);
    const started = performance.now();
    await uploadPhotos(server.base, cookie, files);
    const uploadedMs = performance.now() - started;
    const busyPage = built ? await latency(page) : null;
    const statuses = await processedStatuses(server.base, cookie);
    const totalMs = performance.now() - started;
    const peak = stopSampling();
    const failed = statuses.filter((status) => status === 'failed').length;
    const queue = {
      photos: PHOTOS,
      ready: PHOTOS - failed,
      failed,
      uploadSeconds: uploadedMs / 1000,
      totalSeconds: totalMs / 1000,
      memory: { idle: idleMemory, peak },
      home: idlePage && busyPage ? { idle: idlePage, busy: busyPage } : null,
    };
    printQueue(queue);
    return queue;
  } finally {
    await server.stop();
  }
}

async function main() {
  const bench = startBench('photos', 'pnpm --filter @lapm/server bench:photos');
  console.log(`Génération de ${PHOTOS} photos de ${CAMERA_WIDTH}×${CAMERA_HEIGHT}...`);
  const files: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i++) files.push(await cameraPhoto(i + 1));
  const megabytes = files.reduce((sum, file) => sum + file.length, 0) / 1024 / 1024;
  console.log(`${PHOTOS} photos, ${(megabytes / PHOTOS).toFixed(1)} Mo en moyenne.`);
  const pipeline = benchProfiles(files);
  const queue = await benchQueue(files);
  bench.write({ pipeline, queue, sessionPhotos: SESSION_PHOTOS });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
