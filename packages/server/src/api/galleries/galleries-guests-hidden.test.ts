import { describe, expect, it } from '@rstest/core';
import {
  accessCookie,
  createAlbum,
  guestServerForFile,
  jpeg,
  owner,
  server,
  upload,
  zipNames,
} from '../../testing/gallery-guests';
import { call } from '../../testing/server';

// The photos the owner hides from her guests.
guestServerForFile();

describe('guests', () => {
  it('never see a photo the owner hid: not in the list, not by its address, not in the ZIP', async () => {
    const albumId = await createAlbum('voile-et-riz');
    const shown = await upload(albumId, 'montree.jpg', await jpeg(400, 300, 1));
    const hidden = await upload(albumId, 'intime.jpg', await jpeg(400, 300, 2));
    await server.app.background.galleryPhotosPass();
    const guest = accessCookie(
      await call(server, 'POST', '/galleries/access', {
        body: { code: 'voile-et-riz', guest: 'Marc' },
        headers: { 'x-forwarded-for': '198.51.100.60' },
      }),
    );
    expect(
      (
        await call(server, 'PUT', `/galleries/${albumId}/favourites/${hidden}`, {
          cookie: guest,
          body: { favourite: true },
        })
      ).status,
    ).toBe(200);
    const hide = (cookie: string, hiddenFromGuests: boolean) =>
      call(server, 'PUT', `/galleries/${albumId}/photos/${hidden}/hidden`, {
        cookie,
        body: { hidden: hiddenFromGuests },
      });
    // A guest cannot hide or show anything; the owner can.
    expect((await hide(guest, false)).status).toBe(403);
    expect(await hide(owner, true)).toMatchObject({ status: 200, body: { hidden: true } });

    const list = (await call(server, 'GET', `/galleries/${albumId}`, { cookie: guest })).body;
    expect(list.photos.map((photo: { id: string }) => photo.id)).toEqual([shown]);
    expect(list.favourites).toEqual([]);
    const [width] = (await call(server, 'GET', `/galleries/${albumId}`, { cookie: owner })).body.photos[1]
      .widths;
    const get = (cookie: string, path: string) =>
      fetch(`${server.url}/api/galleries/${albumId}${path}`, { headers: { cookie } });
    expect((await get(guest, `/photos/${hidden}/${width}.webp`)).status).toBe(404);
    expect((await get(guest, `/photos/${hidden}/original`)).status).toBe(404);
    expect((await get(owner, `/photos/${hidden}/${width}.webp`)).status).toBe(200);
    expect(await zipNames(Buffer.from(await (await get(guest, '/archive.zip')).arrayBuffer()))).toEqual([
      'montree.jpg',
    ]);
    expect(await zipNames(Buffer.from(await (await get(owner, '/archive.zip')).arrayBuffer()))).toEqual([
      'montree.jpg',
      'intime.jpg',
    ]);
    expect(
      (
        await call(server, 'PUT', `/galleries/${albumId}/favourites/${hidden}`, {
          cookie: guest,
          body: { favourite: false },
        })
      ).status,
    ).toBe(404);
    // Shown again, it comes back with the heart the guest had given it.
    await hide(owner, false);
    expect((await call(server, 'GET', `/galleries/${albumId}`, { cookie: guest })).body.favourites).toEqual([
      hidden,
    ]);
  });
});
