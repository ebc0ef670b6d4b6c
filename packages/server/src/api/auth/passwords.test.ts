import { describe, expect, it } from '@rstest/core';
import { concurrencyLimit, hashPassword, verifyPassword } from './passwords';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('concurrencyLimit', () => {
  it('runs at most `max` tasks at a time, the others in their order of arrival', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) =>
      limit(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
        return n * 10;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(task))).toEqual([10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = concurrencyLimit(1);
    const failed = limit(async () => {
      await tick();
      throw new Error('échec');
    });
    const next = limit(async () => 'suivante');
    await expect(failed).rejects.toThrow('échec');
    expect(await next).toBe('suivante');
    expect(await limit(async () => 'encore')).toBe('encore');
  });
});

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
