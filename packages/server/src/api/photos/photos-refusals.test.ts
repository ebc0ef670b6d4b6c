import { MAX_PHOTO_BYTES, photoMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { heicStart, phonePhoto, pngHeader, processed, uploadPhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD } from '../../testing/server';
import { photoLibraryForFile } from './photo-library-server';

const { studio } = photoLibraryForFile();

/** A strip within the pixel limit yet too long for AVIF and WebP: refused before anything is stored. */
async function refuseOverlongSide() {
  // 100 megapixels exactly, 1.5 MB once compressed: within the pixel limit, but 62,500 pixels high.
  const strip = await sharp({ create: { width: 1600, height: 62_500, channels: 3, background: '#8a6' } })
    .png()
    .toBuffer();
  const before = (await call(studio.server, 'GET', '/photos', { cookie: studio.admin })).body.total;
  const response = await uploadPhoto(studio.server, studio.admin, 'bandeau.png', strip);
  expect({ status: response.status, body: response.body }).toEqual({
    status: 422,
    body: { message: photoMessages.sideTooLong('bandeau.png', 1600, 62_500) },
  });
  expect(response.body.message).toContain('16\u202f383 pixels');
  expect((await call(studio.server, 'GET', '/photos', { cookie: studio.admin })).body.total).toBe(before);
}

/** A header unreadable at once, or an image cut in half found out while processing it. */
async function refuseDamagedImage() {
  const badHeader = await uploadPhoto(
    studio.server,
    studio.admin,
    'entête.jpg',
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
  );
  expect(badHeader.status).toBe(422);
  expect(badHeader.body).toEqual({ message: photoMessages.corrupt('entête.jpg') });

  const whole = await phonePhoto();
  const upload = await uploadPhoto(
    studio.server,
    studio.admin,
    'coupée.jpg',
    whole.subarray(0, whole.length / 2),
  );
  expect(upload.status).toBe(202);
  const photo = await processed(studio.server, studio.admin, upload.body.data.id);
  expect(photo).toMatchObject({ status: 'failed', error: photoMessages.corrupt('coupée.jpg'), widths: [] });
}

/** The type read from the bytes, whatever the name says. */
async function readTypeFromContent() {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a6' } })
    .png()
    .toBuffer();
  expect((await uploadPhoto(studio.server, studio.admin, 'vacances.txt', png)).status).toBe(202);
  const lying = await uploadPhoto(
    studio.server,
    studio.admin,
    'photo.jpg',
    Buffer.from('#!/bin/sh\nrm -rf /\n'),
  );
  expect({ status: lying.status, body: lying.body }).toEqual({
    status: 415,
    body: { message: photoMessages.wrongType('photo.jpg') },
  });
}

describe('uploading a photo', () => {
  it(
    'reads the type from the content: a PNG named .txt is taken, a text named .jpg is refused by name',
    readTypeFromContent,
  );

  it('refuses a HEIC file with a hint to export it as JPEG', async () => {
    const response = await uploadPhoto(studio.server, studio.admin, 'IMG_0042.jpg', heicStart());
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(photoMessages.heic('IMG_0042.jpg'));
    expect(response.body.message).toContain('exportez-la en JPEG');
  });

  it('refuses a TIFF export with a hint to export it as JPEG', async () => {
    const tiff = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#7a5' } })
      .tiff()
      .toBuffer();
    const response = await uploadPhoto(studio.server, studio.admin, 'DSC_0415.tif', tiff);
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(photoMessages.tiff('DSC_0415.tif'));
  });

  it('refuses a file over 50 MB, naming it', async () => {
    const response = await uploadPhoto(
      studio.server,
      studio.admin,
      'énorme.jpg',
      Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff),
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: photoMessages.tooLarge('énorme.jpg') });
  });

  it('refuses an image of more than 100 megapixels from its header, before decoding it', async () => {
    // No pixel data at all behind the header: decoding would fail as corrupt, so this answer
    // can only come from the header.
    const response = await uploadPhoto(studio.server, studio.admin, 'bombe.png', pngHeader(20_000, 20_000));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: photoMessages.tooManyPixels('bombe.png') });
  });

  it(
    'refuses, from its header, an image with a side longer than AVIF and WebP hold, and stores nothing',
    refuseOverlongSide,
  );

  it(
    'refuses an unreadable header at once, and fails a damaged image in processing with a French message',
    refuseDamagedImage,
  );

  it('is for admins only', async () => {
    const client = await addUser(studio.server);
    const cookie = await login(studio.server, client.email, PASSWORD);
    expect((await uploadPhoto(studio.server, cookie, 'a.jpg', await phonePhoto())).status).toBe(403);
    expect((await call(studio.server, 'GET', '/photos', { cookie })).status).toBe(403);
    expect((await call(studio.server, 'GET', '/photos')).status).toBe(401);
  });
});
