import { describe, expect, it } from '@rstest/core';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing through the limit', () => {
  it('checks each password against its own hash when many arrive together', async () => {
    const passwords = ['premier-secret', 'deuxième-secret', 'troisième-secret'];
    const hashes = await Promise.all(passwords.map(hashPassword));
    expect(hashes.every((hash) => hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$'))).toBe(true);
    const checks = await Promise.all(
      passwords.flatMap((password, i) => [
        verifyPassword(hashes[i], password),
        verifyPassword(hashes[(i + 1) % passwords.length], password),
        verifyPassword(undefined, password),
      ]),
    );
    expect(checks).toEqual([true, false, false, true, false, false, true, false, false]);
  });
});
