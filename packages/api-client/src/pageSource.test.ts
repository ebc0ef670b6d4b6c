import { paths } from '@lapm/contracts';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { configureApi, routeData } from './index';

const realFetch = globalThis.fetch;
const asked: string[] = [];

/** The API as it answers when « Contenu du site » cannot be read and the placements can. */
function answerPlacementsOnly() {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    asked.push(decodeURIComponent(`${url.pathname}${url.search}`));
    const placed = url.pathname.endsWith('/placements');
    return new Response(JSON.stringify(placed ? { data: { 'hero:solo': null } } : { message: 'Panne' }), {
      status: placed ? 200 : 503,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

beforeEach(() => {
  asked.length = 0;
  configureApi({ baseUrl: 'http://api.test/api' });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('a marketing page opened by a navigation in the browser', () => {
  it('runs the loader the server rendered it with, through the API, each part that fails left to the page', async () => {
    answerPlacementsOnly();
    expect(await routeData(paths.solo)).toEqual({
      content: null,
      placements: { 'hero:solo': null },
      seo: null,
      formulas: null,
      slots: [],
    });
    expect(asked.sort()).toEqual(
      [
        '/api/bookings/slots?service=solo',
        '/api/placements?page=/portrait-solo',
        '/api/site-content/referencement',
        '/api/site-content/solo',
      ].sort(),
    );
  });

  it('refuses a route that reads nothing', async () => {
    await expect(routeData(paths.login)).rejects.toThrow(paths.login);
  });
});
