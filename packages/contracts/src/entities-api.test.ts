import { describe, expect, it } from '@rstest/core';
import { albumDeletePayloadSchema, idParamsSchema, MAX_ID, selfUpdateResponseSchema } from './entities';
import { SESSION_TOKEN_KEY } from './session';

describe('id path parameter', () => {
  it('reads a positive integer from the path', () => {
    expect(idParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', '1.5', 'abc', '']) {
      expect(idParamsSchema.safeParse({ id }).success).toBe(false);
    }
  });
});

describe('answer of PUT /user/me', () => {
  it('carries a fresh token and the user, never a password', () => {
    const user = { id: 3, firstname: 'Zoé', lastname: 'Leroy', address: null, email: 'z@l.fr', role: 'user' };
    const parsed = selfUpdateResponseSchema.parse({
      [SESSION_TOKEN_KEY]: 'a.b.c',
      data: { ...user, password: 'x' },
    });
    expect(parsed).toEqual({ [SESSION_TOKEN_KEY]: 'a.b.c', data: user });
    expect(selfUpdateResponseSchema.safeParse({ data: user }).success).toBe(false);
  });
});

describe('ids', () => {
  it('refuses a number beyond the database integer range', () => {
    expect(albumDeletePayloadSchema.safeParse({ id_album: MAX_ID }).success).toBe(true);
    expect(albumDeletePayloadSchema.safeParse({ id_album: MAX_ID + 1 }).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: '2147483648' }).success).toBe(false);
  });
});
