import { readFileSync } from 'node:fs';
import { addDays, defaultContact, frenchDayInWords, galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { call } from '../../testing/server';
import {
  admin,
  adminPhotos,
  createAlbum,
  forward,
  original,
  ownerCookie,
  server,
  setEnd,
  smtp,
  today,
  trash,
  trashServerForFile,
  withPhotos,
} from '../../testing/trash';

// The albums that end: their photos go to the Corbeille only once confirmed or warned (what a
// deletion sends there: trash.test.ts).
trashServerForFile();

describe('a last day typed in the past', () => {
  it('is refused on an album holding photos unless confirmed, and the photos stay through a sweep', async () => {
    const albumId = await createAlbum('mariage-2026');
    await withPhotos(albumId, 2);
    const yesterday = addDays(today(), -1);
    const refused = await setEnd(albumId, yesterday);
    expect(refused.status).toBe(409);
    // Its photos, and the day they would go (past their grace days: today, at the next sweep).
    expect(refused.body.message).toBe(
      galleryMessages.removalUnconfirmed(2, frenchDayInWords(addDays(yesterday, 31))),
    );
    const album = await call(server, 'GET', `/album/${albumId}`, { cookie: admin });
    expect(album.body.data.available_until).toBeNull();

    const aYearAgo = addDays(today(), -365);
    const farPast = await setEnd(albumId, aYearAgo, false);
    expect(farPast.status).toBe(409);
    expect(farPast.body.message).toContain(frenchDayInWords(today()));
    await server.app.background.gallerySweep();
    expect(await adminPhotos(albumId)).toHaveLength(2);
  });

  it('once confirmed, sends the photos to the Corbeille at the sweep, files kept 30 days', async () => {
    const albumId = await createAlbum('bapteme');
    const photos = await withPhotos(albumId, 2);
    const accepted = await setEnd(albumId, addDays(today(), -365), true);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ photo_count: 2, expired: true });

    expect(await server.app.background.gallerySweep()).toMatchObject({ expired: 2 });
    expect(await adminPhotos(albumId)).toEqual([]);
    const inTrash = (await trash()).photos.filter((photo: { albumId: number }) => photo.albumId === albumId);
    expect(inTrash).toHaveLength(2);
    expect(inTrash[0]).toMatchObject({ reason: 'expired', albumTitle: 'Inès Martin' });
    for (const { id, data } of photos) expect(readFileSync(original(id)).equals(data)).toBe(true);

    await forward(29);
    await server.app.background.gallerySweep();
    for (const { id } of photos) expect(readFileSync(original(id)).length).toBeGreaterThan(0);
    await forward(1.1);
    expect(await server.app.background.gallerySweep()).toMatchObject({ emptied: 2 });
    for (const { id } of photos) expect(() => readFileSync(original(id))).toThrow();
    expect((await trash()).photos.filter((photo: { albumId: number }) => photo.albumId === albumId)).toEqual(
      [],
    );
  });
});

describe('the warning before removal', () => {
  it('e-mails the studio once, seven days before the photos go, naming the album and the day', async () => {
    const albumId = await createAlbum('communion', addDays(today(), 10));
    await withPhotos(albumId, 3);
    const settings = { includedPhotos: 0, downloadsEnabled: true, watermark: false, graceDays: 0 };
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings });
    const warnings = () =>
      smtp.received.filter(
        (mail) => mail.to.includes(defaultContact.email) && mail.content.includes(`album n° ${albumId} `),
      );

    await server.app.background.albumMailPass();
    await smtp.settled(server);
    expect(warnings()).toEqual([]);
    const removalDay = addDays(today(), 11);
    const upcoming = (await trash()).upcoming.find((album: { albumId: number }) => album.albumId === albumId);
    expect(upcoming).toEqual({ albumId, albumTitle: 'Inès Martin', photoCount: 3, removalDay });

    await forward(4);
    await server.app.background.albumMailPass();
    await smtp.settled(server);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]?.content).toContain(`Les 3 photos de l’album n° ${albumId} (Inès Martin`);
    expect(warnings()[0]?.content).toContain(frenchDayInWords(removalDay));
    // Nobody to answer: a warning about her own album answers to no client.
    expect(warnings()[0]?.content).not.toContain('Reply-To:');

    await server.app.background.albumMailPass();
    await forward(1);
    await server.app.background.albumMailPass();
    await smtp.settled(server);
    expect(warnings()).toHaveLength(1);
  });
});

describe('an expired album', () => {
  it('is shown to its owner in « Mes séances » with its last day, without its link nor its code', async () => {
    const albumId = await createAlbum('naissance');
    const lastDay = addDays(today(), -3);
    expect((await setEnd(albumId, lastDay)).status).toBe(200);
    const mine = await call(server, 'GET', '/album/my', { cookie: ownerCookie });
    expect(mine.body.data.find((album: { id_album: number }) => album.id_album === albumId)).toMatchObject({
      expired: true,
      available_until: lastDay,
      lien: null,
      access_password: null,
    });
  });

  it('tells the right code it has ended and whom to ask; a wrong code is still wrong', async () => {
    const albumId = await createAlbum('grossesse');
    const lastDay = addDays(today(), -2);
    expect((await setEnd(albumId, lastDay)).status).toBe(200);
    const right = await call(server, 'POST', `/galleries/${albumId}/access`, {
      body: { code: `code-${albumId}` },
    });
    expect(right.status).toBe(410);
    expect(right.body.message).toBe(
      `${galleryMessages.expiredOn(frenchDayInWords(lastDay))}. ${galleryMessages.contactStudio(defaultContact)}`,
    );
    expect(right.body.message).toMatch(
      /^Expiré le \d{1,2}(er)? [a-zéû]+ \d{4}\. Pour retrouver ces photos, contactez le studio : \S+@\S+ ou [\d ]+\.$/,
    );
    const wrong = await call(server, 'POST', `/galleries/${albumId}/access`, { body: { code: 'faux' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: galleryMessages.wrongCode } });
  });
});

describe('fewer grace days on an ended album', () => {
  it('are asked first when they would send its photos to the Corbeille today', async () => {
    // Ended five days ago, its photos kept 30 days more: then 0 days typed in the settings.
    const albumId = await createAlbum('fiancailles');
    await withPhotos(albumId, 2);
    expect((await setEnd(albumId, addDays(today(), -5), true)).status).toBe(200);
    await server.app.background.gallerySweep();
    expect(await adminPhotos(albumId)).toHaveLength(2);
    const settings = { includedPhotos: 0, downloadsEnabled: true, watermark: false, graceDays: 0 };
    const path = `/admin/albums/${albumId}/gallery`;
    const refused = await call(server, 'PUT', path, { cookie: admin, body: settings });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(galleryMessages.graceRemovalUnconfirmed(2, frenchDayInWords(today())));
    await server.app.background.gallerySweep();
    expect(await adminPhotos(albumId)).toHaveLength(2);
    // Ten days still keep them: nothing to ask.
    const ten = await call(server, 'PUT', path, { cookie: admin, body: { ...settings, graceDays: 10 } });
    expect(ten.status).toBe(200);

    const confirmed = { ...settings, confirmRemoval: true };
    expect((await call(server, 'PUT', path, { cookie: admin, body: confirmed })).status).toBe(200);
    expect(await server.app.background.gallerySweep()).toMatchObject({ expired: 2 });
    expect(await adminPhotos(albumId)).toEqual([]);
  });
});
