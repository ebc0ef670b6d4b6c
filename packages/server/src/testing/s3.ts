import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: it checks every request's signature against it. */
const ACCOUNT = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * A local S3-compatible server on a random loopback port, with one empty bucket, and the
 * environment that points the site's photo storage at it.
 */
export async function startS3(bucket = 'lapm-photos') {
  const directory = mkdtempSync(join(tmpdir(), 'lapm-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, ...ACCOUNT },
    async close() {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
