import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
let client: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  const user = await addUser(server, { firstname: 'Inès' });
  client = await login(server, user.email, PASSWORD);
  const owner = await addUser(server, { role: 'admin' });
  admin = await login(server, owner.email, PASSWORD);
});
afterAll(() => server.close());

describe('Cache-Control of the API', () => {
  it('is no-store on every answer to a logged-in caller, errors included', async () => {
    const answers = {
      profile: await call(server, 'GET', '/user/me', { cookie: client }),
      albums: await call(server, 'GET', '/album/my', { cookie: client }),
      export: await call(server, 'GET', '/user/me/export', { cookie: client }),
      adminAlbums: await call(server, 'GET', '/album', { cookie: admin }),
      users: await call(server, 'GET', '/user', { cookie: admin }),
      library: await call(server, 'GET', '/photos', { cookie: admin }),
      unknownAlbum: await call(server, 'GET', '/album/999999', { cookie: admin }),
      forbidden: await call(server, 'GET', '/user', { cookie: client }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, r]) => [name, r.status]))).toEqual({
      profile: 200,
      albums: 200,
      export: 200,
      adminAlbums: 200,
      users: 200,
      library: 200,
      unknownAlbum: 404,
      forbidden: 403,
    });
    expect(answers.profile.text).toContain('Inès');
    for (const [name, response] of Object.entries(answers)) {
      expect({ name, cacheControl: response.headers.get('cache-control') }).toEqual({
        name,
        cacheControl: 'no-store',
      });
    }
  });

  it('is no-store on the answer that opens a session', async () => {
    const user = await addUser(server);
    const response = await call(server, 'POST', '/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
