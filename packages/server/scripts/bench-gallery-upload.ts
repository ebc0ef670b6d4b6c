/**
 * A séance uploaded as the admin's screen uploads it: 24-megapixel camera JPEGs sent through the
 * real tus endpoint (resumable uploads, 8 MB PATCHes, two photos at a time) to the real server in
 * a child process on loopback, until every photo is ready (WebP and JPEG variants made). Prints
 * and records the seconds per photo and the total.
 *
 *   pnpm --filter @lapm/server bench:gallery-upload                      500 photos (the séance)
 *   GALLERY_UPLOAD_COUNT=20 pnpm --filter @lapm/server bench:gallery-upload   fewer, and the 500 extrapolated
 *
 * A handful of distinct photos are made first (making one takes about a second); each upload is
 * one of them with its own JPEG comment, so every file differs. The figures go to
 * benchmarks/gallery-upload.json (BENCHMARKS.md is generated from it).
 */
import { loadavg } from 'node:os';
import { galleryApiPaths, resumableUploadMetadata, UPLOAD_CHUNK_BYTES } from '@lapm/contracts';
import { startBench } from '../../../tooling/benchmarks/record';
import { type Album, openAlbum } from './bench-gallery-steps';
import { cameraPhoto } from './camera-photo';
import { startLocalServer } from './local-server';

const COUNT = Math.max(1, Number(process.env.GALLERY_UPLOAD_COUNT ?? 500));
const SESSION_PHOTOS = 500;
const PARALLEL_UPLOADS = 2;
const DISTINCT_PHOTOS = Math.min(COUNT, 6);
/** Past this, the bench gives up: a stuck queue must not keep the machine busy. */
const DEADLINE_MS = Math.max(10 * 60_000, COUNT * 20_000);

/** The same photo as another file: a JPEG comment (COM segment) right after the start marker. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, comment, jpeg.subarray(2)]);
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** One photo through the tus protocol: the upload created, then its bytes in PATCHes. */
async function tusUpload(base: string, cookie: string, albumId: number, name: string, data: Buffer) {
  const tus = { cookie, 'Tus-Resumable': '1.0.0' };
  const created = await fetch(`${base}/api${galleryApiPaths.adminUploads}`, {
    method: 'POST',
    headers: {
      ...tus,
      'Upload-Length': String(data.length),
      'Upload-Metadata': `${resumableUploadMetadata.album} ${b64(String(albumId))},${resumableUploadMetadata.name} ${b64(name)}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location)
    throw new Error(`${name}: création ${created.status} ${await created.text()}`);
  const url = new URL(location, `${base}/api${galleryApiPaths.adminUploads}/`).href;
  for (let offset = 0; offset < data.length; offset += UPLOAD_CHUNK_BYTES) {
    const chunk = data.subarray(offset, offset + UPLOAD_CHUNK_BYTES);
    const patched = await fetch(url, {
      method: 'PATCH',
      headers: { ...tus, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
      body: new Uint8Array(chunk),
    });
    // The last PATCH is answered with the photo received (201), the others with 204.
    const last = offset + chunk.length >= data.length;
    if (patched.status !== (last ? 201 : 204))
      throw new Error(`${name}: envoi ${patched.status} ${await patched.text()}`);
  }
}

/** Every photo ready or failed: their statuses. */
async function allDone(album: Album, started: number): Promise<string[]> {
  for (;;) {
    const statuses = (await album.gallery()).photos.map((photo) => photo.status);
    if (statuses.length >= COUNT && statuses.every((status) => status === 'ready' || status === 'failed'))
      return statuses;
    if (performance.now() - started > DEADLINE_MS)
      throw new Error(`toujours en traitement après ${DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  const bench = startBench('gallery-upload', 'pnpm --filter @lapm/server bench:gallery-upload');
  console.log(`Génération de ${DISTINCT_PHOTOS} photos de 24 Mpx distinctes...`);
  const photos: Buffer[] = [];
  for (let i = 0; i < DISTINCT_PHOTOS; i++) photos.push(await cameraPhoto(i + 501));
  const server = await startLocalServer('bench-gallery-upload', { env: { PHOTO_QUEUE_INTERVAL_MS: '500' } });
  try {
    const album = await openAlbum(server);

    let totalBytes = 0;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL_UPLOADS }, async () => {
        for (let i = next++; i < COUNT; i = next++) {
          const name = `IMG_${String(i + 1).padStart(4, '0')}.jpg`;
          const data = withComment(photos[i % photos.length] as Buffer, `banc ${i + 1}`);
          totalBytes += data.length;
          await tusUpload(server.base, album.cookie, album.albumId, name, data);
        }
      }),
    );
    const uploadMs = performance.now() - started;
    const statuses = await allDone(album, started);
    const totalMs = performance.now() - started;
    const perPhotoSeconds = totalMs / 1000 / COUNT;
    const ready = statuses.filter((status) => status === 'ready').length;
    const failed = statuses.length - ready;
    console.log(
      `Séance de ${COUNT} photos de 24 Mpx (${(totalBytes / COUNT / 1e6).toFixed(1)} Mo en moyenne) par tus, charge ${loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')} :`,
    );
    console.log(
      `  envoyées en ${(uploadMs / 1000).toFixed(1)} s, prêtes en ${(totalMs / 1000).toFixed(1)} s : ${perPhotoSeconds.toFixed(2)} s par photo (${ready} prêtes, ${failed} en échec)`,
    );
    if (COUNT < SESSION_PHOTOS)
      console.log(
        `  extrapolé (non mesuré) : ${SESSION_PHOTOS} photos à ce rythme, ${(perPhotoSeconds * SESSION_PHOTOS).toFixed(0)} s`,
      );
    bench.write({
      photos: COUNT,
      photoMB: totalBytes / COUNT / 1e6,
      ready,
      failed,
      uploadSeconds: uploadMs / 1000,
      totalSeconds: totalMs / 1000,
      perPhotoSeconds,
      projectedFor: Math.max(COUNT, SESSION_PHOTOS),
      projectedSeconds: perPhotoSeconds * Math.max(COUNT, SESSION_PHOTOS),
    });
  } finally {
    await server.stop();
  }
}

await main();
