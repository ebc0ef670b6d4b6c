import { afterEach, describe, expect, it } from '@rstest/core';
import { createSessionStore } from './store';
import { decodeClaims } from './token';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
const now = () => Math.floor(Date.now() / 1000);
const claims = {
  role: 'user',
  firstname: 'Élodie',
  lastname: 'Durand',
  email: 'e@example.fr',
  address: null,
};

afterEach(() => localStorage.clear());

describe('session token', () => {
  it('decodes UTF-8 claims from a base64url payload', () => {
    expect(decodeClaims(token({ ...claims, exp: now() + 60 }))?.firstname).toBe('Élodie');
  });

  it('refuses a token that is not a JWT or lacks claims', () => {
    expect(decodeClaims('abc')).toBeNull();
    expect(decodeClaims(token({ exp: now() + 60 }))).toBeNull();
  });
});

describe('session store', () => {
  it('keeps a valid token found in storage', () => {
    const valid = token({ ...claims, exp: now() + 60 });
    localStorage.setItem('jwtTokenClientLAPM', valid);
    const store = createSessionStore();
    expect(store.getState().token).toBe(valid);
    expect(store.getState().claims?.role).toBe('user');
  });

  it('removes an expired token from storage (expiry in seconds)', () => {
    localStorage.setItem('jwtTokenClientLAPM', token({ ...claims, exp: now() - 1 }));
    const store = createSessionStore();
    expect(store.getState().claims).toBeNull();
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
  });

  it('moves the display token of a login sent without the app from its cookie into storage', () => {
    const valid = token({ ...claims, exp: now() + 60 });
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie as the server leaves it
    document.cookie = `lapm_display=${valid}; Path=/`;
    const store = createSessionStore();
    expect(store.getState().claims?.firstname).toBe('Élodie');
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBe(valid);
    expect(document.cookie).not.toContain('lapm_display');
  });

  it('drops an expired token left in the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie as the server leaves it
    document.cookie = `lapm_display=${token({ ...claims, exp: now() - 1 })}; Path=/`;
    expect(createSessionStore().getState().claims).toBeNull();
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
    expect(document.cookie).not.toContain('lapm_display');
  });

  it('removes an undecodable token', () => {
    localStorage.setItem('jwtTokenClientLAPM', 'n.importe.quoi');
    expect(createSessionStore().getState().token).toBeNull();
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
  });

  it('stores a token on sign-in and forgets it on sign-out', () => {
    const store = createSessionStore();
    const valid = token({ ...claims, role: 'admin', exp: now() + 60 });
    expect(store.getState().signIn(valid)).toBe(true);
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBe(valid);
    expect(store.getState().claims?.role).toBe('admin');
    store.getState().signOut();
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
    expect(store.getState().claims).toBeNull();
  });

  it('refuses to sign in with an expired token', () => {
    const store = createSessionStore();
    expect(store.getState().signIn(token({ ...claims, exp: now() - 10 }))).toBe(false);
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
  });

  it('check() notices a token removed or replaced behind its back', () => {
    const store = createSessionStore();
    store.getState().signIn(token({ ...claims, exp: now() + 60 }));
    localStorage.setItem('jwtTokenClientLAPM', token({ ...claims, firstname: 'Camille', exp: now() + 60 }));
    expect(store.getState().check()?.firstname).toBe('Camille');
    localStorage.removeItem('jwtTokenClientLAPM');
    expect(store.getState().check()).toBeNull();
    expect(store.getState().token).toBeNull();
  });
});
