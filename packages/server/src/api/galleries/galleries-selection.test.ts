import { defaultContact, galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  admin,
  adminGallery,
  albumId,
  galleryAlbumServerForFile,
  ownerCookie,
  photoIds,
  server,
  smtp,
} from '../../testing/gallery-album';
import { call } from '../../testing/server';

// The owner's favourites, sent to the studio as her selection.
galleryAlbumServerForFile({ album: true });

describe('favourites and the selection', () => {
  it('sends the favourites to the studio, locks them until the admin reopens, and lists them for her', async () => {
    const [first, second, third] = photoIds as [string, string, string];
    const favourite = (id: string, value: boolean) =>
      call(server, 'PUT', `/galleries/${albumId}/favourites/${id}`, {
        cookie: ownerCookie,
        body: { favourite: value },
      });
    await favourite(first, true);
    await favourite(second, true);
    const afterThird = await favourite(third, true);
    expect(afterThird.body.favourites).toEqual([first, second, third]);
    expect((await favourite(second, false)).body.favourites).toEqual([first, third]);

    const before = smtp.received.length;
    const sent = await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: ownerCookie });
    expect(sent).toMatchObject({ status: 200, body: { message: galleryMessages.selectionSent } });
    // The studio's, and the client's own receipt (client-mails.test.ts).
    const mail = (await smtp.settled(server, before)).find((sent) => sent.to.includes(defaultContact.email));
    expect(mail?.content).toContain(`Inès Martin a envoyé sa sélection pour l’album n° ${albumId}`);
    expect(mail?.content).toContain('2 photos');
    expect(mail?.content).toContain('IMG_0003.jpg');

    expect((await favourite(second, true)).status).toBe(409);
    expect(
      (await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: ownerCookie })).status,
    ).toBe(409);
    const gallery = await adminGallery(albumId);
    expect(gallery.selection).toMatchObject({ status: 'sent', photoIds: [first, third] });
    expect(gallery.selection.sentAt).not.toBeNull();

    const list = await fetch(`${server.url}/api/admin/albums/${albumId}/selection.txt`, {
      headers: { cookie: admin },
    });
    expect(list.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await list.text()).toBe('IMG_0001.jpg\nIMG_0003.jpg\n');

    const reopened = await call(server, 'POST', `/admin/albums/${albumId}/selection/reopen`, {
      cookie: admin,
    });
    expect(reopened.status).toBe(200);
    expect((await favourite(second, true)).status).toBe(200);
  });
});
