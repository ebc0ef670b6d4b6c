import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { photoMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { AwsClient } from 'aws4fetch';
import { phonePhoto, processed, uploadPhoto } from '../../testing/photos';
import { startS3 } from '../../testing/s3';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';
import { bucketVersioningWarning } from './storage';

let s3: Awaited<ReturnType<typeof startS3>>;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  s3 = await startS3();
  server = await startTestServer({ ...s3.env, PHOTO_QUEUE_INTERVAL_MS: '100' });
  const user = await addUser(server, { role: 'admin' });
  admin = await login(server, user.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe('photos in S3-compatible storage', () => {
  it('stores the original and the variants in the bucket and serves them the same way', async () => {
    const upload = await uploadPhoto(server, admin, 'Séance.jpg', await phonePhoto());
    expect(upload.status).toBe(202);
    const photo = await processed(server, admin, upload.body.data.id);
    expect(photo).toMatchObject({ status: 'ready', width: 400, height: 600, widths: [400] });
    await call(server, 'PUT', `/photos/${photo.id}/alt`, {
      cookie: admin,
      body: { alt: 'Portrait au jardin' },
    });
    await call(server, 'PUT', `/photos/${photo.id}/published`, { cookie: admin, body: { published: true } });

    const bucket = new AwsClient({
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      service: 's3',
      region: 'us-east-1',
    });
    for (const [extension, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ]) {
      const served = await fetch(`${server.url}/photos/${photo.id}/400.${extension}`);
      expect([
        served.status,
        served.headers.get('content-type'),
        served.headers.get('cache-control'),
      ]).toEqual([200, type, 'public, max-age=3600']);
      const stored = await bucket.fetch(
        `${s3.endpoint}/${s3.env.S3_BUCKET}/variants/${photo.id}/400.${extension}`,
      );
      expect(stored.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await stored.arrayBuffer()));
    }
    const original = await bucket.fetch(`${s3.endpoint}/${s3.env.S3_BUCKET}/originals/${photo.id}`);
    expect(original.status).toBe(200);
    // Nothing on this instance's disk: another instance behind the load balancer serves the same files.
    expect(existsSync(join(server.config.dataDir, 'photos'))).toBe(false);
  });

  it('says in French that the storage is down, and keeps no half-made photo', async () => {
    const down = await startTestServer({
      ...s3.env,
      // A port nothing listens on: the bucket does not answer.
      S3_ENDPOINT: 'http://127.0.0.1:9',
    });
    try {
      const user = await addUser(down, { role: 'admin' });
      const cookie = await login(down, user.email, PASSWORD);
      const response = await uploadPhoto(down, cookie, 'a.jpg', await phonePhoto());
      expect({ status: response.status, body: response.body }).toEqual({
        status: 503,
        body: { message: photoMessages.storageDown },
      });
      expect(response.headers.get('retry-after')).toBe('30');
      const list = await call(down, 'GET', '/photos', { cookie });
      expect(list.body.total).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe('bucket versioning', () => {
  it('is checked at start: the log warns when the bucket does not say it is on', async () => {
    let log = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    // s3rver has no versioning: asked about it, it lists the bucket instead.
    const started = await startTestServer({ ...s3.env, LOG_LEVEL: 'warn' }, { logStream });
    try {
      const deadline = Date.now() + 10_000;
      while (!log.includes('versionnage') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(log).toContain(
        `Photos : le bucket « lapm-photos » de ${s3.endpoint} ne dit pas si son versionnage est activé. Activez-y le versionnage (voir docs/deploy.md).`,
      );
    } finally {
      await started.close();
    }
  });

  it('says nothing when versioning is enabled, and warns when it is suspended or was never set', async () => {
    let answer = '';
    const bucket = createServer((request, response) => {
      expect(request.url).toBe('/lapm-photos?versioning');
      response.setHeader('content-type', 'application/xml');
      response.end(
        `<VersioningConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${answer}</VersioningConfiguration>`,
      );
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const address = bucket.address();
    const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const config = {
      kind: 's3' as const,
      endpoint,
      bucket: 'lapm-photos',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
    };
    try {
      answer = '<Status>Enabled</Status>';
      expect(await bucketVersioningWarning(config)).toBeUndefined();
      for (answer of ['<Status>Suspended</Status>', '']) {
        expect(await bucketVersioningWarning(config)).toBe(
          `Photos : le versionnage n’est pas activé sur le bucket « lapm-photos » de ${endpoint} : une photo supprimée ou écrasée ne pourrait pas y être retrouvée. Activez-y le versionnage (voir docs/deploy.md).`,
        );
      }
    } finally {
      bucket.close();
    }
  });
});
