import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { albums } from '../db/schema';
import {
  type ApiResponse,
  addUser,
  call,
  login,
  PASSWORD,
  startTestServer,
  type TestServer,
} from '../testing/server';

/**
 * Every endpoint of section 7 called by every kind of caller, with the status each must get.
 * "user" owns the albums and profile the calls point at; "other" is another client.
 */
type Identity = 'anonymous' | 'user' | 'other' | 'admin';
// The admin goes first: a refused call after it would show by overwriting what it wrote.
const identities: Identity[] = ['admin', 'anonymous', 'user', 'other'];

let server: TestServer;
const cookies: Record<Identity, string | undefined> = {
  anonymous: undefined,
  user: '',
  other: '',
  admin: '',
};
let user: Awaited<ReturnType<typeof addUser>>;
/** The profile the admin's PUT /user edits. */
let edited: Awaited<ReturnType<typeof addUser>>;
let userAlbumId: number;
const responses: ApiResponse[] = [];
/** What each caller tried to delete. */
const deleted = { album: {} as Record<Identity, number>, user: {} as Record<Identity, number> };

beforeAll(async () => {
  server = await startTestServer();
  user = await addUser(server);
  edited = await addUser(server);
  const other = await addUser(server);
  const admin = await addUser(server, { role: 'admin' });
  userAlbumId = await newAlbum(user.id);
  cookies.user = await login(server, user.email, PASSWORD);
  cookies.other = await login(server, other.email, PASSWORD);
  cookies.admin = await login(server, admin.email, PASSWORD);
});
afterAll(() => server.close());

async function newAlbum(userId: number) {
  const [row] = await server.app.db
    .insert(albums)
    .values({ userId, lien: 'https://g.fr/a', accessCode: 'code', date: '01/02/2025' })
    .returning({ id: albums.id });
  return row?.id ?? 0;
}

interface Endpoint {
  /** Method and path as the spec's table writes them. */
  name: string;
  /** Builds the path and body for one caller (fresh targets for the calls that delete). */
  request(who: Identity): Promise<{ path: string; body?: unknown }>;
  expected: Record<Identity, number>;
}

const publicCall = (status: number) => ({ anonymous: status, user: status, other: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, user: 403, other: 403, admin: status });
const anyLoggedIn = { anonymous: 401, user: 200, other: 200, admin: 200 };
let sequence = 0;
const albumBody = (who: Identity) => ({
  user_id: user.id,
  lien: `https://g.fr/${who}`,
  access_code: 'c',
  date: '03/04/2025',
});

const endpoints: Endpoint[] = [
  {
    name: 'POST /login',
    request: async () => {
      const account = await addUser(server);
      return { path: '/login', body: { email: account.email, password: PASSWORD } };
    },
    expected: publicCall(200),
  },
  {
    name: 'POST /user/register',
    request: async (who) => ({
      path: '/user/register',
      body: { firstname: 'N', lastname: 'N', email: `inscrit-${who}@exemple.fr`, password: PASSWORD },
    }),
    expected: publicCall(201),
  },
  {
    name: 'POST /reset-password',
    // One address per caller: three requests an hour per account are allowed.
    request: async (who) => ({ path: '/reset-password', body: { email: `reset-${who}@exemple.fr` } }),
    expected: publicCall(200),
  },
  {
    name: 'POST /reset-password/confirm',
    request: async () => ({
      path: '/reset-password/confirm',
      body: { token: 'inconnu', password: PASSWORD },
    }),
    expected: publicCall(400),
  },
  { name: 'GET /album', request: async () => ({ path: '/album' }), expected: adminOnly(200) },
  {
    name: 'GET /album/{id}',
    request: async () => ({ path: `/album/${userAlbumId}` }),
    expected: adminOnly(200),
  },
  { name: 'GET /album/my', request: async () => ({ path: '/album/my' }), expected: anyLoggedIn },
  {
    // Anyone logged in gets the same empty answer; only the owner's call records anything.
    name: 'POST /album/{id}/opened',
    request: async () => ({ path: `/album/${userAlbumId}/opened` }),
    expected: { anonymous: 401, user: 204, other: 204, admin: 204 },
  },
  {
    name: 'POST /album',
    request: async (who) => ({ path: '/album', body: albumBody(who) }),
    expected: adminOnly(201),
  },
  {
    name: 'PUT /album',
    request: async (who) => ({ path: '/album', body: { id: userAlbumId, ...albumBody(who) } }),
    expected: adminOnly(200),
  },
  {
    name: 'DELETE /album',
    request: async (who) => {
      deleted.album[who] = await newAlbum(user.id);
      return { path: '/album', body: { id_album: deleted.album[who] } };
    },
    expected: adminOnly(200),
  },
  { name: 'GET /user', request: async () => ({ path: '/user' }), expected: adminOnly(200) },
  { name: 'GET /user/me', request: async () => ({ path: '/user/me' }), expected: anyLoggedIn },
  { name: 'GET /user/{id}', request: async () => ({ path: `/user/${user.id}` }), expected: adminOnly(200) },
  {
    name: 'PUT /user',
    request: async (who) => ({
      path: '/user',
      body: { id: edited.id, firstname: `Modifié-${who}`, lastname: edited.lastname, email: edited.email },
    }),
    expected: adminOnly(200),
  },
  {
    name: 'DELETE /user',
    request: async (who) => {
      deleted.user[who] = (await addUser(server)).id;
      return { path: '/user', body: { id: deleted.user[who] } };
    },
    expected: adminOnly(200),
  },
  {
    name: 'PUT /user/me',
    request: async () => {
      sequence += 1;
      return {
        path: '/user/me',
        body: {
          firstname: 'Moi',
          lastname: 'Même',
          email: `moi-${sequence}@exemple.fr`,
          currentPassword: PASSWORD,
        },
      };
    },
    expected: anyLoggedIn,
  },
  // Last: it ends the callers' sessions.
  { name: 'POST /logout', request: async () => ({ path: '/logout' }), expected: publicCall(200) },
];

describe('authorization matrix', () => {
  for (const endpoint of endpoints) {
    it(endpoint.name, async () => {
      const method = endpoint.name.split(' ')[0] as string;
      const statuses = {} as Record<Identity, number>;
      for (const who of identities) {
        const { path, body } = await endpoint.request(who);
        const response = await call(server, method, path, { body, cookie: cookies[who] });
        responses.push(response);
        statuses[who] = response.status;
        if (response.status === 401) expect(response.body.message).toBe('Vous devez être connecté.');
        if (response.status === 403) expect(response.body.message).toBe('Accès réservé aux administrateurs.');
      }
      expect(statuses).toEqual(endpoint.expected);
    });
  }

  it('left the targets of refused calls untouched', async () => {
    const cookie = await adminCookie();
    const album = await call(server, 'GET', `/album/${userAlbumId}`, { cookie });
    expect(album.body.data.lien).toBe('https://g.fr/admin');
    const profile = await call(server, 'GET', `/user/${edited.id}`, { cookie });
    expect(profile.body.data.firstname).toBe('Modifié-admin');
    for (const who of identities) {
      const albumStatus = (await call(server, 'GET', `/album/${deleted.album[who]}`, { cookie })).status;
      const userStatus = (await call(server, 'GET', `/user/${deleted.user[who]}`, { cookie })).status;
      const expected = who === 'admin' ? 404 : 200;
      expect({ who, albumStatus, userStatus }).toEqual({ who, albumStatus: expected, userStatus: expected });
    }
  });

  it('never answered a password or a password hash', () => {
    expect(responses.length).toBe(endpoints.length * identities.length);
    for (const response of responses) {
      // access_password is the album's code, not an account password.
      expect(response.text).not.toMatch(/argon2|"password"|password_?hash/i);
    }
  });
});

async function adminCookie() {
  const admin = await addUser(server, { role: 'admin' });
  return login(server, admin.email, PASSWORD);
}
