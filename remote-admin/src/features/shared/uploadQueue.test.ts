import { describe, expect, it } from '@rstest/core';
import { createUploadQueue, type UploadFailure } from './uploadQueue';

const photo = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** An uploader whose every call waits for the test to settle it. */
function controlledUploader() {
  const calls: {
    name: string;
    progress: (bytes: number) => void;
    resolve: () => void;
    reject: (failure: UploadFailure) => void;
  }[] = [];
  const upload = (file: File, progress: (bytes: number) => void) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ name: file.name, progress, resolve: () => resolve(file.name), reject });
    });
  return { calls, upload };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

function queueWith(uploader: ReturnType<typeof controlledUploader>, uploaded: string[] = []) {
  return createUploadQueue<string>({
    upload: uploader.upload,
    describe: (failure) => failure as UploadFailure,
    precheck: (file) => (file.type.startsWith('image/') ? null : `« ${file.name} » n'est pas une photo.`),
    onUploaded: (name) => uploaded.push(name),
  });
}

/** Three files, two sent at once, the third once one is done. */
async function sendTwoAtATime() {
  const uploader = controlledUploader();
  const uploaded: string[] = [];
  const queue = queueWith(uploader, uploaded);
  queue.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
  expect(uploader.calls.map((call) => call.name)).toEqual(['a.jpg', 'b.jpg']);
  uploader.calls[0]?.progress(50);
  expect(queue.snapshot().summary).toMatchObject({ total: 3, sent: 0, bytesSent: 50, bytesTotal: 300 });

  uploader.calls[0]?.resolve();
  await settle();
  expect(uploader.calls.map((call) => call.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  uploader.calls[1]?.resolve();
  uploader.calls[2]?.resolve();
  await settle();
  expect(queue.snapshot().summary).toEqual({
    total: 3,
    sent: 3,
    failed: 0,
    bytesSent: 300,
    bytesTotal: 300,
    active: false,
  });
  expect(uploaded).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
}

/** Two files failed of three: the lot short of done until « Tout réessayer ». */
async function retryEveryFailed() {
  const uploader = controlledUploader();
  const queue = queueWith(uploader);
  queue.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')]);
  uploader.calls[0]?.resolve();
  uploader.calls[1]?.reject({ kind: 'server', message: 'Disque plein.' });
  await settle();
  uploader.calls[2]?.reject({ kind: 'server', message: 'Disque plein.' });
  uploader.calls[3]?.reject({ kind: 'server', message: 'Disque plein.' });
  await settle();
  expect(queue.snapshot().summary).toEqual({
    total: 4,
    sent: 1,
    failed: 3,
    bytesSent: 100,
    bytesTotal: 400,
    active: false,
  });

  queue.retryAll();
  expect(uploader.calls.slice(4).map((call) => call.name)).toEqual(['b.jpg', 'c.jpg']);
  for (const call of uploader.calls.slice(4)) call.resolve();
  await settle();
  uploader.calls.at(-1)?.resolve();
  await settle();
  expect(uploader.calls.slice(4).map((call) => call.name)).toEqual(['b.jpg', 'c.jpg', 'd.jpg']);
  expect(queue.snapshot().summary).toMatchObject({ sent: 4, failed: 0, bytesSent: 400 });
}

describe('upload queue', () => {
  it('sends two files at a time and counts the lot in files and bytes', sendTwoAtATime);

  it('refuses a file that is no photo by its name, and the others go on', async () => {
    const uploader = controlledUploader();
    const queue = queueWith(uploader);
    queue.add([new File(['x'], 'notes.txt', { type: 'text/plain' }), photo('a.jpg'), photo('b.CR2')]);
    expect(uploader.calls.map((call) => call.name)).toEqual(['a.jpg', 'b.CR2']);
    uploader.calls[1]?.reject({ kind: 'refused', message: '« b.CR2 » n’est pas une photo.' });
    uploader.calls[0]?.resolve();
    await settle();
    const { files, summary } = queue.snapshot();
    expect(files.filter((file) => file.state === 'refused').map((file) => file.error)).toEqual([
      "« notes.txt » n'est pas une photo.",
      '« b.CR2 » n’est pas une photo.',
    ]);
    expect(summary).toMatchObject({ total: 1, sent: 1, active: false });
  });

  it('leaves a file whose connection stayed lost to « Réessayer », while the others go on', async () => {
    const uploader = controlledUploader();
    const queue = queueWith(uploader);
    queue.add([photo('a.jpg'), photo('b.jpg')]);
    uploader.calls[0]?.reject({ kind: 'connection', message: 'Connexion perdue.' });
    await settle();
    expect(uploader.calls.filter((call) => call.name === 'a.jpg')).toHaveLength(1);
    expect(queue.snapshot().files[0]).toMatchObject({ state: 'failed', error: 'Connexion perdue.' });
    uploader.calls.find((call) => call.name === 'b.jpg')?.resolve();
    await settle();
    expect(queue.snapshot().summary).toMatchObject({ total: 2, sent: 1, active: false });

    queue.retry(1);
    expect(uploader.calls.filter((call) => call.name === 'a.jpg')).toHaveLength(2);
    uploader.calls.at(-1)?.resolve();
    await settle();
    expect(queue.snapshot().summary).toMatchObject({ total: 2, sent: 2 });
  });

  it('does not send again a file the server could not keep, until asked', async () => {
    const uploader = controlledUploader();
    const queue = queueWith(uploader);
    queue.add([photo('a.jpg')]);
    uploader.calls[0]?.reject({ kind: 'server', message: 'Disque plein.' });
    await settle();
    expect(uploader.calls).toHaveLength(1);
    expect(queue.snapshot().files[0]?.state).toBe('failed');
  });

  it(
    'counts a failed file as not done, in files and bytes, and « Tout réessayer » sends every one again',
    retryEveryFailed,
  );
});
