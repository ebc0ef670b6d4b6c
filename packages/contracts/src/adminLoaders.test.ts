import { describe, expect, it } from '@rstest/core';
import { type AdminSource, adminLoaders, recordIdOf } from './adminLoaders';
import { routeTable } from './routes';

/** A source that notes what it was asked, answering with the call itself. */
function fakeSource(asked: string[]): AdminSource {
  const answer = (call: string) => async () => {
    asked.push(call);
    return call as never;
  };
  const byId = (call: string) => async (id: number) => {
    asked.push(`${call} ${id}`);
    return `${call} ${id}` as never;
  };
  return {
    enquiries: {
      summary: answer('enquiries.summary'),
      list: answer('enquiries.list'),
      get: byId('enquiries.get'),
    },
    users: { list: answer('users.list'), get: byId('users.get') },
    clients: { get: byId('clients.get') },
    albums: { list: answer('albums.list'), get: byId('albums.get') },
    adminArticles: { list: answer('adminArticles.list'), get: byId('adminArticles.get') },
    bookings: { list: answer('bookings.list') },
    photos: {
      list: async (query) => {
        asked.push(`photos.list ${JSON.stringify(query)}`);
        return { data: [], total: 0, page: query.page, page_size: 24 };
      },
    },
  };
}

describe('the admin screens’ loaders', () => {
  it('belong to admin screens of the route table', () => {
    for (const path of Object.keys(adminLoaders)) {
      const route = routeTable.find((entry) => entry.path === path);
      expect({ path, access: route?.access, remote: route?.remote }).toEqual({
        path,
        access: 'admin',
        remote: 'admin',
      });
    }
  });

  it('read each list, and each record by the route’s id', async () => {
    const asked: string[] = [];
    const source = fakeSource(asked);
    expect(await adminLoaders['/admin'].load(source, {})).toBe('enquiries.summary');
    expect(await adminLoaders['/admin/demandes/:id'].load(source, { id: '12' })).toBe('enquiries.get 12');
    expect(await adminLoaders['/admin/all-user-systeme/fiche-client/:id'].load(source, { id: '7' })).toBe(
      'clients.get 7',
    );
    expect(await adminLoaders['/admin/articles/edit-article/:id'].load(source, { id: '3' })).toBe(
      'adminArticles.get 3',
    );
    expect(await adminLoaders['/admin/reservations'].load(source, {})).toBe('bookings.list');
    expect(asked).toEqual([
      'enquiries.summary',
      'enquiries.get 12',
      'clients.get 7',
      'adminArticles.get 3',
      'bookings.list',
    ]);
  });

  it('ask nothing for an address that names no record', async () => {
    const asked: string[] = [];
    const source = fakeSource(asked);
    for (const id of [undefined, '', '0', '-3', '1.5', 'abc', '99999999999999999999'])
      expect(await adminLoaders['/admin/album/edit-album/:id'].load(source, { id })).toBeNull();
    expect(asked).toEqual([]);
    expect(recordIdOf('42')).toBe(42);
  });

  it('read the photo library’s search, days and page from its address, leaving out what no one could choose', async () => {
    const asked: string[] = [];
    const source = fakeSource(asked);
    const library = adminLoaders['/admin/photos'];
    await library.load(source, {});
    await library.load(source, { q: ' bouquet ', du: '2026-05-01', au: '2026-05-31', page: '3' });
    await library.load(source, { du: 'hier', au: '31/05/2026', page: 'abc' });
    await library.load(source, { page: '0' });
    const none = { q: '', from: '', to: '', page: 1 };
    expect(asked).toEqual([
      `photos.list ${JSON.stringify(none)}`,
      `photos.list ${JSON.stringify({ q: 'bouquet', from: '2026-05-01', to: '2026-05-31', page: 3 })}`,
      `photos.list ${JSON.stringify(none)}`,
      `photos.list ${JSON.stringify(none)}`,
    ]);
    expect(routeTable.find((route) => route.path === '/admin/photos')?.query).toEqual([
      'q',
      'du',
      'au',
      'page',
    ]);
  });
});
