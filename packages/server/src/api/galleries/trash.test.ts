import { readFileSync, rmSync } from 'node:fs';
import { addDays, frenchDayInWords, galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { addUser, call, login, PASSWORD } from '../../testing/server';
import {
  admin,
  adminId,
  adminPhotos,
  createAlbum,
  forward,
  original,
  owner,
  ownerCookie,
  server,
  setEnd,
  today,
  trash,
  trashServerForFile,
  variant,
  withPhotos,
} from '../../testing/trash';

// What a deletion sends to the Corbeille, and what comes back from it, files whole (the albums
// that end: trash-ended-albums.test.ts).
trashServerForFile();

describe('the Corbeille', () => {
  it('gives back a deleted photo with its files, byte for byte', async () => {
    const albumId = await createAlbum('portrait');
    const [photo] = (await withPhotos(albumId, 1)) as [{ id: string; data: Buffer }];
    const preview = readFileSync(variant(photo.id));
    const deleted = await call(server, 'DELETE', `/admin/albums/${albumId}/photos/${photo.id}`, {
      cookie: admin,
    });
    expect(deleted).toMatchObject({ status: 200, body: { message: galleryMessages.photoTrashed } });
    expect(await adminPhotos(albumId)).toEqual([]);
    const owned = await call(server, 'GET', `/galleries/${albumId}/photos/${photo.id}/original`, {
      cookie: ownerCookie,
    });
    expect(owned.status).toBe(404);

    await forward(20);
    await server.app.background.gallerySweep();
    const restored = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(restored).toMatchObject({ status: 200, body: { message: galleryMessages.photoRestored } });
    expect((await adminPhotos(albumId)).map((p) => p.id)).toEqual([photo.id]);
    const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photo.id}/original`, {
      headers: { cookie: ownerCookie },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(photo.data)).toBe(true);
    expect(readFileSync(variant(photo.id)).equals(preview)).toBe(true);
    const again = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(again).toMatchObject({ status: 404, body: { message: galleryMessages.trashedPhotoNotFound } });
  });

  it('restores a photo of an ended album only once its end is moved, so it does not go again unwarned', async () => {
    const albumId = await createAlbum('fiancailles');
    const [photo] = (await withPhotos(albumId, 1)) as [{ id: string; data: Buffer }];
    const lastDay = addDays(today(), -40);
    expect((await setEnd(albumId, lastDay, true)).status).toBe(200);
    await server.app.background.gallerySweep();
    const refused = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: galleryMessages.restoreAlbumEnded(frenchDayInWords(lastDay)) },
    });
    expect((await setEnd(albumId, addDays(today(), 30))).status).toBe(200);
    const restored = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(restored.body.message).toBe(
      galleryMessages.photoRestoredUntil(frenchDayInWords(addDays(today(), 61))),
    );
    await server.app.background.gallerySweep();
    expect((await adminPhotos(albumId)).map((p) => p.id)).toEqual([photo.id]);
  });
});

describe('a deleted album holding photos', () => {
  it('is refused unless confirmed; once deleted, its photos are in the Corbeille and come back with their files and album', async () => {
    const albumId = await createAlbum('mariage-bis');
    const photos = await withPhotos(albumId, 2);
    const remove = (confirm?: boolean) =>
      call(server, 'DELETE', '/album', {
        cookie: admin,
        body: { id_album: albumId, ...(confirm === undefined ? {} : { confirm_removal: confirm }) },
      });
    expect(await remove()).toMatchObject({
      status: 409,
      body: { message: galleryMessages.albumDeleteUnconfirmed(albumId, 'Inès Martin', 2) },
    });
    expect((await remove(false)).status).toBe(409);
    expect((await adminPhotos(albumId)).length).toBe(2);

    expect(await remove(true)).toMatchObject({ status: 200, body: { message: 'Album supprimé.' } });
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).status).toBe(404);
    const listed = (await trash()).photos.filter((p: { albumId: number }) => p.albumId === albumId);
    expect(
      listed.map((p: { photoId: string; albumTitle: string }) => [p.photoId, p.albumTitle]).sort(),
    ).toEqual(photos.map((p) => [p.id, 'Inès Martin']).sort());

    await forward(20);
    await server.app.background.gallerySweep();
    for (const photo of photos) {
      const restored = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
      expect(restored).toMatchObject({ status: 200, body: { message: galleryMessages.photoRestored } });
    }
    const album = await call(server, 'GET', `/album/${albumId}`, { cookie: admin });
    expect(album).toMatchObject({
      status: 200,
      body: { data: { id_user: owner.id, access_code: 'mariage-bis' } },
    });
    expect((await adminPhotos(albumId)).map((p) => p.id).sort()).toEqual(photos.map((p) => p.id).sort());
    for (const photo of photos) {
      const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photo.id}/original`, {
        headers: { cookie: ownerCookie },
      });
      expect(Buffer.from(await file.arrayBuffer()).equals(photo.data)).toBe(true);
    }
    await server.app.background.gallerySweep();
    expect((await adminPhotos(albumId)).length).toBe(2);
  });

  it('without photos, is deleted at once as before', async () => {
    const albumId = await createAlbum('vide');
    const deleted = await call(server, 'DELETE', '/album', { cookie: admin, body: { id_album: albumId } });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Album supprimé.' } });
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).status).toBe(404);
  });
});

describe('a deleted album restored in one action', () => {
  const removeConfirmed = (albumId: number) =>
    call(server, 'DELETE', '/album', { cookie: admin, body: { id_album: albumId, confirm_removal: true } });
  const restoreAlbum = (albumId: number) =>
    call(server, 'POST', `/admin/trash/albums/${albumId}/restore`, { cookie: admin });

  it('comes back with its code and all its photos, byte for byte, once', async () => {
    const albumId = await createAlbum('mariage-entier');
    const photos = await withPhotos(albumId, 3);
    expect((await removeConfirmed(albumId)).status).toBe(200);
    const listed = (await trash()).albums.find((album: { albumId: number }) => album.albumId === albumId);
    expect(listed).toMatchObject({ albumTitle: 'Inès Martin', photoCount: 3 });

    const restored = await restoreAlbum(albumId);
    expect(restored).toMatchObject({
      status: 200,
      body: { message: galleryMessages.albumRestored(albumId, 'Inès Martin', 3) },
    });
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).body).toMatchObject({
      data: { id_user: owner.id, access_code: 'mariage-entier' },
    });
    expect((await adminPhotos(albumId)).map((p) => p.id)).toEqual(photos.map((p) => p.id));
    for (const photo of photos) {
      const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photo.id}/original`, {
        headers: { cookie: ownerCookie },
      });
      expect(Buffer.from(await file.arrayBuffer()).equals(photo.data)).toBe(true);
    }
    const corbeille = await trash();
    expect(corbeille.albums.some((album: { albumId: number }) => album.albumId === albumId)).toBe(false);
    expect(corbeille.photos.some((photo: { albumId: number }) => photo.albumId === albumId)).toBe(false);
    expect(await restoreAlbum(albumId)).toMatchObject({
      status: 404,
      body: { message: galleryMessages.trashedAlbumNotFound },
    });
  });

  it('restores nothing, and says which, when an original is missing from the storage', async () => {
    const albumId = await createAlbum('mariage-abime');
    const photos = await withPhotos(albumId, 2);
    expect((await removeConfirmed(albumId)).status).toBe(200);
    rmSync(original((photos[1] as { id: string }).id));
    expect(await restoreAlbum(albumId)).toMatchObject({
      status: 409,
      body: { message: galleryMessages.albumOriginalsMissing(albumId, ['IMG_1.jpg']) },
    });
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).status).toBe(404);
    const still = (await trash()).photos.filter((photo: { albumId: number }) => photo.albumId === albumId);
    expect(still).toHaveLength(2);
  });
});

describe('a client deleting her account', () => {
  it('leaves her photos in the Corbeille; restored, her album comes back to the admin, files whole', async () => {
    const client = await addUser(server, { firstname: 'Chloé', lastname: 'Petit' });
    const created = await call(server, 'POST', '/album', {
      cookie: admin,
      body: {
        date: '01/06/2024',
        lien: 'https://galerie.example.com/c',
        access_code: 'chloe-juin',
        user_id: client.id,
      },
    });
    const albumId = created.body.data.id_album as number;
    const [photo] = (await withPhotos(albumId, 1)) as [{ id: string; data: Buffer }];
    const cookie = await login(server, client.email, PASSWORD);
    const gone = await call(server, 'DELETE', '/user/me', { cookie, body: { password: PASSWORD } });
    expect(gone.status).toBe(200);
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).status).toBe(404);
    expect((await trash()).photos).toContainEqual(
      expect.objectContaining({ photoId: photo.id, albumId, albumTitle: 'Chloé Petit' }),
    );

    const restored = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(restored.status).toBe(200);
    const album = await call(server, 'GET', `/album/${albumId}`, { cookie: admin });
    expect(album).toMatchObject({ status: 200, body: { data: { id_user: adminId } } });
    const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photo.id}/original`, {
      headers: { cookie: admin },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(photo.data)).toBe(true);
  });
});
