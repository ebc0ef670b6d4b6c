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
});
