import { sessionStore } from '@lapm/session';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { ApiError, api, configureApi, describeFailure, logOut } from './index';

type Seen = {
  url: string;
  method: string;
  body: string | null;
  contentType: string | null;
  credentials: string;
};
let seen: Seen[] = [];
const realFetch = globalThis.fetch;

function answer(status: number, body: string, contentType = 'application/json') {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      body: request.method === 'GET' ? null : await request.text(),
      contentType: request.headers.get('content-type'),
      credentials: request.credentials,
    });
    return new Response(body, { status, headers: { 'content-type': contentType } });
  }) as typeof fetch;
}

const encode = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/=+$/, '');
const token = `${encode({ alg: 'HS256' })}.${encode({
  exp: Math.floor(Date.now() / 1000) + 60,
  role: 'user',
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@example.fr',
})}.sig`;

beforeEach(() => {
  seen = [];
  // The API host comes from the run-time manifest; here a fixed test origin.
  configureApi({ baseUrl: 'http://api.test/api' });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStore.getState().signOut();
});

describe('API client', () => {
  it('sends credentials and a JSON body only for a non-GET call with a payload', async () => {
    answer(200, JSON.stringify({ data: [] }));
    await api.albums.list();
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('http://api.test/api/album');
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.contentType).toBeNull();

    answer(200, '{}');
    await api.logout();
    expect(seen[1]?.body).toBe('');
    expect(seen[1]?.contentType).toBeNull();

    await api.albums.remove(7);
    expect(JSON.parse(seen[2]?.body ?? '')).toEqual({ id_album: 7 });
    expect(seen[2]?.contentType).toContain('application/json');
  });

  it('stores the session token whenever a response carries it', async () => {
    answer(200, JSON.stringify({ jwtTokenClientLAPM: token }));
    await api.login({ email: 'lea@example.fr', password: 'secret123' });
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBe(token);
    expect(sessionStore.getState().claims?.firstname).toBe('Léa');
  });

  it("uses the body's message for a failed response, else 'Erreur HTTP {status}'", async () => {
    answer(409, JSON.stringify({ message: 'Cet email est déjà utilisé.' }));
    await expect(api.users.list()).rejects.toThrow('Cet email est déjà utilisé.');
    answer(502, '<html>Bad gateway</html>', 'text/html');
    const error = await api.users.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Erreur HTTP 502');
    expect((error as ApiError).status).toBe(502);
  });

  it('treats a non-JSON success as empty, and a malformed one as an error, not a crash', async () => {
    answer(200, 'ok', 'text/plain');
    await expect(api.logout()).resolves.toEqual({});
    answer(200, JSON.stringify({ data: [{ id: 'pas un nombre' }] }));
    await expect(api.users.list()).rejects.toThrow('Réponse inattendue du serveur.');
  });

  it("passes a network failure's own message on", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(api.albums.mine()).rejects.toThrow('Failed to fetch');
  });

  it('forgets the local session when the server refuses it', async () => {
    sessionStore.getState().signIn(token);
    answer(401, JSON.stringify({ message: 'Session expirée.' }));
    await expect(api.albums.mine()).rejects.toThrow('Session expirée.');
    expect(sessionStore.getState().claims).toBeNull();
  });
});

describe('personal data calls', () => {
  const exported = {
    exportedAt: '2026-03-01T10:00:00.000Z',
    user: {
      id: 4,
      firstname: 'Léa',
      lastname: 'Martin',
      address: null,
      email: 'lea@example.fr',
      role: 'user',
    },
    albums: [
      {
        id_album: 9,
        id_user: 4,
        firstname: 'Léa',
        lastname: 'Martin',
        email: 'lea@example.fr',
        lien: 'https://galerie.example.fr/mariage',
        access_password: 'secret',
        date: '14/06/2025',
        available_until: null,
        expired: false,
        title: '',
      },
    ],
  };

  it('exportMe reads GET /user/me/export with the export schema', async () => {
    answer(200, JSON.stringify({ ...exported, extra: 'ignoré' }));
    await expect(api.users.exportMe()).resolves.toEqual(exported);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('http://api.test/api/user/me/export');
    answer(200, JSON.stringify({ ...exported, user: { id: 4 } }));
    await expect(api.users.exportMe()).rejects.toThrow('Réponse inattendue du serveur.');
  });

  it("deleteMe sends the password to DELETE /user/me and passes the server's refusal on", async () => {
    answer(200, JSON.stringify({ message: 'Votre compte et vos séances ont été supprimés.' }));
    await expect(api.users.deleteMe({ password: 'secret123' })).resolves.toEqual({
      message: 'Votre compte et vos séances ont été supprimés.',
    });
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.url).toBe('http://api.test/api/user/me');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ password: 'secret123' });

    sessionStore.getState().signIn(token);
    answer(403, JSON.stringify({ message: 'Mot de passe incorrect.' }));
    const error = await api.users.deleteMe({ password: 'faux' }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('Mot de passe incorrect.');
    // A wrong password is not a lost session: the visitor stays logged in.
    expect(sessionStore.getState().claims).not.toBeNull();
  });
});

describe('describeFailure', () => {
  it('turns network failure texts into the unavailable message and keeps the others', () => {
    for (const text of [
      'Failed to fetch',
      'NetworkError when attempting',
      'Network error',
      'TypeError: x',
      'Load failed',
    ]) {
      expect(describeFailure(text)).toBe(
        'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
      );
    }
    expect(describeFailure('Cet email est déjà utilisé.')).toBe('Cet email est déjà utilisé.');
  });
});

describe('logOut', () => {
  it('drops the local session first, then asks the API to revoke the server one', async () => {
    sessionStore.getState().signIn(token);
    answer(200, '{}');
    await logOut();
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
    expect(seen.at(-1)?.method).toBe('POST');
    expect(seen.at(-1)?.url).toBe('http://api.test/api/logout');
  });

  it('still logs out locally when the API cannot be reached', async () => {
    sessionStore.getState().signIn(token);
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(logOut()).resolves.toBeUndefined();
    expect(sessionStore.getState().claims).toBeNull();
  });
});

describe('album openings', () => {
  // Node has no navigator before version 21: the browser's is stood in for.
  const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  const useBeacon = (sendBeacon: (url: string, data?: unknown) => boolean) =>
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { sendBeacon } });
  afterEach(() => {
    if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
    else Reflect.deleteProperty(globalThis, 'navigator');
  });

  it('reportOpened sends a bodiless beacon to POST /album/{id}/opened', () => {
    const beacons: { url: string; data: unknown }[] = [];
    useBeacon((url, data) => {
      beacons.push({ url, data });
      return true;
    });
    answer(204, '');
    api.albums.reportOpened(9);
    expect(beacons).toEqual([{ url: 'http://api.test/api/album/9/opened', data: undefined }]);
    expect(seen).toEqual([]);
  });

  it('falls back to a keepalive fetch with the cookie when the beacon is refused', async () => {
    useBeacon(() => false);
    answer(204, '');
    api.albums.reportOpened(9);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([
      {
        url: 'http://api.test/api/album/9/opened',
        method: 'POST',
        body: '',
        contentType: null,
        credentials: 'include',
      },
    ]);
  });
});
