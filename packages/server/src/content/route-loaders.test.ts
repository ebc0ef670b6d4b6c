import { type PageSource, paths, routeTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { routeLoadersPageData } from './route-loaders';

const moveRoute = routeTable.find((route) => route.path === paths.moveBooking);

/** A source whose move view names the token it was asked for, and notes the tag of that read. */
const source = (tags: Set<string>) =>
  ({
    bookings: {
      moveView: async (token: string) => {
        tags.add('bookings');
        return { problem: `jeton « ${token} »` };
      },
    },
  }) as unknown as PageSource;

describe('the routes’ loaders on the server', () => {
  it('give a loader the query parameters its route declares, and those only', async () => {
    if (!moveRoute) throw new Error('no move route');
    const query = new URLSearchParams({ token: 'abc', utm_source: 'mail' });
    const loaded = await routeLoadersPageData(source)(moveRoute, paths.moveBooking, query);
    expect(loaded).toEqual({ values: { 'booking-move': { problem: 'jeton « abc »' } }, tags: ['bookings'] });
  });

  it('leave a route with no loader to the others', async () => {
    const login = routeTable.find((route) => route.path === paths.login);
    if (!login) throw new Error('no login route');
    expect(await routeLoadersPageData(source)(login, paths.login)).toBeUndefined();
  });
});
