import { describe, expect, it } from '@rstest/core';
import { decodeClaims } from './token';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;
const valid = { exp: 2_000_000_000, role: 'admin', firstname: 'Anne', lastname: 'Photo', email: 'a@b.fr' };

describe('decodeClaims', () => {
  it('keeps the known claims and drops the others', () => {
    expect(decodeClaims(token({ ...valid, sub: '42', address: null, iat: 1, extra: 'x' }))).toEqual({
      ...valid,
      sub: '42',
      address: null,
    });
  });

  it.each([
    ['an unknown role', { role: 'owner' }],
    ['a textual expiry', { exp: '2000000000' }],
    ['a missing e-mail', { email: undefined }],
    ['a numeric address', { address: 12 }],
    ['a numeric subject', { sub: 42 }],
  ])('refuses a token with %s', (_label, change) => {
    expect(decodeClaims(token({ ...valid, ...change }))).toBeNull();
  });

  it('refuses a payload that is not an object', () => {
    expect(decodeClaims(`${encode({})}.${Buffer.from('[1]').toString('base64url')}.sig`)).toBeNull();
  });
});
