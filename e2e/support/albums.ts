import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { newClient } from './accounts';

export type RegisteredClient = ReturnType<typeof newClient> & { id: number };

/**
 * A client who registered herself on the site and never confirmed her address, with the id the
 * admin's list gives her. `admin` is the admin's API session.
 */
export async function registeredClient(admin: APIRequestContext, tag: string): Promise<RegisteredClient> {
  const client = newClient(tag);
  const registered = await admin.post('/api/user/register', {
    data: {
      firstname: client.firstname,
      lastname: client.lastname,
      email: client.email,
      password: client.password,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const users = (await (await admin.get('/api/user')).json()) as { data: { id: number; email: string }[] };
  const id = users.data.find((user) => user.email === client.email)?.id;
  if (id === undefined) throw new Error(`${client.email} is not among the users`);
  return { ...client, id };
}

/**
 * An album the admin creates for a client, as her album form sends it. The client registered
 * herself and never confirmed her address: the admin gives it knowingly.
 */
export async function createAlbum(
  admin: APIRequestContext,
  userId: number,
  album: { code: string; link: string; date?: string },
): Promise<number> {
  const created = await admin.post('/api/album', {
    data: {
      user_id: userId,
      confirm_unproved_owner: true,
      date: album.date ?? '14/06/2025',
      access_code: album.code,
      lien: album.link,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { data: { id_album: number } }).data.id_album;
}

/** Photos sent to an album's gallery as the admin's album screen sends them, one by one. */
export async function uploadPhotos(
  admin: APIRequestContext,
  albumId: number,
  photos: readonly { name: string; data: Buffer }[],
) {
  for (const { name, data } of photos) {
    const uploaded = await admin.post(`/api/admin/albums/${albumId}/photos`, {
      headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: name },
      data,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
}

/**
 * The album's gallery settings with downloads on, in high resolution, nothing included in the
 * price and no watermark; `more` adds to them (a download PIN).
 */
export async function openDownloads(
  admin: APIRequestContext,
  albumId: number,
  more: { downloadPin?: string } = {},
) {
  const saved = await admin.put(`/api/admin/albums/${albumId}/gallery`, {
    data: {
      includedPhotos: 0,
      downloadsEnabled: true,
      downloadSize: 'high',
      favouritesOnly: false,
      watermark: false,
      graceDays: 30,
      ...more,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
