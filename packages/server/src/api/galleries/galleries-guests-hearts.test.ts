import { galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  accessCookie,
  admin,
  createAlbum,
  guestServerForFile,
  jpeg,
  namedGuest,
  owner,
  server,
  tryCode,
  upload,
} from '../../testing/gallery-guests';
import { call } from '../../testing/server';

// Guests' own hearts, apart from the owner's selection.
guestServerForFile();

describe('guests', () => {
  it('keep their own hearts, apart from the owner’s selection, which they can neither change nor send', async () => {
    const albumId = await createAlbum('noces-de-juin');
    const ids: string[] = [];
    for (const [i, name] of ['A.jpg', 'B.jpg', 'C.jpg'].entries())
      ids.push(await upload(albumId, name, await jpeg(400, 300, i + 1)));
    const [first, second, third] = ids as [string, string, string];
    await server.app.background.galleryPhotosPass();
    const heart = (cookie: string, photoId: string, favourite = true) =>
      call(server, 'PUT', `/galleries/${albumId}/favourites/${photoId}`, { cookie, body: { favourite } });
    const gallery = async (cookie: string) =>
      (await call(server, 'GET', `/galleries/${albumId}`, { cookie })).body;

    expect((await heart(owner, third)).body.favourites).toEqual([third]);
    // A guest who gave no name is asked for one before a heart.
    const nameless = accessCookie(await tryCode(albumId, 'Noces-de-juin', '198.51.100.50'));
    expect(await heart(nameless, first)).toMatchObject({
      status: 409,
      body: { message: galleryMessages.guestNameRequired },
    });
    const named = await call(server, 'PUT', `/galleries/${albumId}/guest`, {
      cookie: nameless,
      body: { name: ' Paul ' },
    });
    expect(named).toMatchObject({ status: 200, body: { guest: 'Paul', favourites: [] } });
    expect((await heart(nameless, second)).body.favourites).toEqual([second]);

    const lea = await namedGuest('noces-de-juin', 'Léa', '198.51.100.51', albumId);
    expect((await heart(lea, first)).body.favourites).toEqual([first]);
    expect((await heart(lea, second)).body.favourites).toEqual([first, second]);
    expect((await heart(lea, third, false)).body.favourites).toEqual([first, second]);
    // Her list is hers: the owner's selection is untouched, and she sees only her own hearts.
    const asOwner = await gallery(owner);
    expect(asOwner).toMatchObject({ viewer: 'owner', favourites: [third] });
    expect(asOwner.photos.map((photo: { chosenBy: string[] }) => photo.chosenBy)).toEqual([
      ['Léa'],
      ['Paul', 'Léa'],
      [],
    ]);
    expect(await gallery(lea)).toMatchObject({ viewer: 'guest', guest: 'Léa', favourites: [first, second] });
    expect((await gallery(lea)).photos[0].chosenBy).toEqual([]);
    // The same name from another phone, case and spaces aside, finds the same list.
    const leaPhone = await namedGuest('NOCES-DE-JUIN', 'LÉA ', '198.51.100.52');
    expect((await gallery(leaPhone)).favourites).toEqual([first, second]);

    // Only the owner sends the selection.
    expect(await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: lea })).toMatchObject({
      status: 403,
      body: { message: galleryMessages.ownerOnly },
    });
    const admin_ = await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin });
    expect(admin_.body.selection).toMatchObject({ status: 'open', photoIds: [third] });
    expect(admin_.body.guests).toEqual([
      { name: 'Paul', photoIds: [second] },
      { name: 'Léa', photoIds: [first, second] },
    ]);
    expect((await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: owner })).status).toBe(
      200,
    );
    // A selection sent locks the owner's hearts, not her guests'.
    expect((await heart(owner, first)).status).toBe(409);
    expect((await heart(lea, third)).body.favourites).toEqual([first, second, third]);
  });
});
