/**
 * Throughput of the photo processing queue: 20 generated photos of 24 megapixels (6000×4000,
 * JPEG as a camera saves them) are uploaded to the real server in a child process, and the time
 * from the first upload to the last photo ready gives photos per minute. The server's peak memory
 * (RSS of the process and its database) is sampled meanwhile, and a public page's latency is
 * measured idle and while the queue runs.
 *
 *   pnpm --filter @lapm/server bench:photos       (after pnpm build, for the public page)
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import autocannon from 'autocannon';
import { demoAccounts } from '../src/setup/first-run';
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraPhoto } from './camera-photo';
import { loginCookie, startLocalServer } from './local-server';
import { describeMemory, type TreeMemory, treeMemory } from './memory';

const PHOTOS = 20;

async function latency(url: string) {
  const result = await autocannon({ url, connections: 10, duration: 5 });
  return `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`;
}

async function main() {
  console.log(`Génération de ${PHOTOS} photos de ${CAMERA_WIDTH}×${CAMERA_HEIGHT}...`);
  const files: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i++) files.push(await cameraPhoto(i + 1));
  const megabytes = files.reduce((sum, file) => sum + file.length, 0) / 1024 / 1024;
  console.log(`${PHOTOS} photos, ${(megabytes / PHOTOS).toFixed(1)} Mo en moyenne.`);

  const server = await startLocalServer('bench-photos', { env: { PHOTO_QUEUE_INTERVAL_MS: '500' } });
  const pid = server.process.pid ?? -1;
  const built = existsSync(fileURLToPath(new URL('../../../shell/dist/index.html', import.meta.url)));
  const page = `${server.base}/`;
  try {
    const cookie = await loginCookie(server.base, demoAccounts.admin);
    const idleMemory = treeMemory(pid);
    const idlePage = built ? await latency(page) : null;

    let peak: TreeMemory = idleMemory;
    const sampler = setInterval(() => {
      const now = treeMemory(pid);
      if (now.rss.total > peak.rss.total) peak = now;
    }, 200);
    const started = performance.now();
    for (const [i, file] of files.entries()) {
      const response = await fetch(`${server.base}/api/photos`, {
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
    const uploadedMs = performance.now() - started;
    const busyPage = built ? await latency(page) : null;

    let statuses: string[] = [];
    for (;;) {
      const response = await fetch(`${server.base}/api/photos`, { headers: { cookie } });
      statuses = ((await response.json()) as { data: { status: string }[] }).data.map((p) => p.status);
      if (statuses.every((status) => status === 'ready' || status === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    const failed = statuses.filter((status) => status === 'failed').length;

    console.log(`Envoi des ${PHOTOS} photos : ${(uploadedMs / 1000).toFixed(1)} s.`);
    console.log(
      `Traitement : ${PHOTOS - failed} prêtes, ${failed} en échec, en ${(totalMs / 1000).toFixed(1)} s : ` +
        `${((PHOTOS / totalMs) * 60_000).toFixed(1)} photos par minute ` +
        `(${(totalMs / PHOTOS / 1000).toFixed(1)} s par photo).`,
    );
    console.log(`Mémoire au repos : ${describeMemory(idleMemory)}`);
    console.log(`Mémoire au plus haut pendant le traitement : ${describeMemory(peak)}`);
    if (idlePage && busyPage) {
      console.log(`Page d'accueil, au repos : ${idlePage} ; pendant le traitement : ${busyPage}`);
    } else {
      console.log("Page d'accueil non mesurée : lancez d'abord pnpm build.");
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
