import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { noisyPhoto, phonePhoto } from '../../testing/photos';
import { EncodeInterrupted, encodeApart, encoderPid, endIdleEncoder, UnreadablePhoto } from './encoder';

// A secret of the server's environment, which the encoder's process must not be given; the next
// file of the worker gets the environment back as it was.
const secretBefore = process.env.JWT_SECRET;
beforeAll(() => {
  process.env.JWT_SECRET = 'secret-du-serveur';
});
afterAll(() => {
  if (secretBefore === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = secretBefore;
});

const gallery = { limitInputPixels: 50_000_000, profile: 'gallery' as const };
const library = { limitInputPixels: 50_000_000, profile: 'library' as const };
const never = () => new AbortController().signal;

/** Whether the process `pid` runs (Linux's /proc): one killed and reaped, or ended, does not. */
function running(pid: number | undefined) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

const formatOf = async (data: Buffer) => (await sharp(data).metadata()).format;

describe('the photo encoder', () => {
  it('makes every variant of the profile, as files a browser reads', async () => {
    const encoded = await encodeApart(await phonePhoto(900, 600), gallery, never());
    // Taken upright: its EXIF tag turns it.
    expect({ width: encoded.width, height: encoded.height }).toEqual({ width: 600, height: 900 });
    expect(encoded.files.map((file) => `${file.format} ${file.width}`)).toEqual([
      'webp 480',
      'webp 600',
      'jpeg 480',
      'jpeg 600',
    ]);
    expect(await Promise.all(encoded.files.map((file) => formatOf(file.data)))).toEqual([
      'webp',
      'webp',
      'jpeg',
      'jpeg',
    ]);
    expect(encoded.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('runs in a process that knows none of the server’s secrets', async () => {
    await encodeApart(await phonePhoto(), gallery, never());
    // Idle, the process waits for the next photo: it is still there to be read.
    const environment = readFileSync(`/proc/${encoderPid()}/environ`, 'utf8');
    expect(environment).toContain('PATH=');
    expect(environment).not.toContain('secret-du-serveur');
  });

  it('says a damaged file is unreadable, and encodes the next photo', async () => {
    const photo = await phonePhoto();
    await expect(encodeApart(photo.subarray(0, 2000), gallery, never())).rejects.toBeInstanceOf(
      UnreadablePhoto,
    );
    expect((await encodeApart(photo, gallery, never())).files).toHaveLength(2);
  });
});

describe('stopping the photo encoder', () => {
  it('stops an encode under way when asked, and the next one runs in a new process', async () => {
    const stop = new AbortController();
    const slow = encodeApart(await noisyPhoto(1600, 2400), library, stop.signal);
    const after = encodeApart(await phonePhoto(), gallery, never());
    await sleep(300);
    const stopped = encoderPid();
    expect(running(stopped)).toBe(true);
    stop.abort();
    await expect(slow).rejects.toBeInstanceOf(EncodeInterrupted);
    expect((await after).files.map((file) => file.format)).toEqual(['webp', 'jpeg']);
    // Left running, the stopped encode's process would have encoded the next photo too.
    expect(running(stopped)).toBe(false);
    expect(encoderPid()).not.toBe(stopped);
    expect(running(encoderPid())).toBe(true);
  });

  it('drops a waiting encode that is stopped, and finishes the one under way', async () => {
    const stop = new AbortController();
    const first = encodeApart(await phonePhoto(), gallery, never());
    const waiting = encodeApart(await phonePhoto(), gallery, stop.signal);
    stop.abort();
    await expect(waiting).rejects.toBeInstanceOf(EncodeInterrupted);
    expect((await first).files).toHaveLength(2);
  });

  it('ends its process when its app closes, and starts another for the next photo', async () => {
    await encodeApart(await phonePhoto(), gallery, never());
    const ended = encoderPid();
    expect(running(ended)).toBe(true);
    endIdleEncoder();
    await expect.poll(() => running(ended), { timeout: 10_000 }).toBe(false);
    expect((await encodeApart(await phonePhoto(), gallery, never())).files).toHaveLength(2);
    expect(encoderPid()).not.toBe(ended);
    expect(running(encoderPid())).toBe(true);
  });
});
