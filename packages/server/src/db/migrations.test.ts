import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';

const folder = new URL('../../drizzle/', import.meta.url);

describe('migrations', () => {
  // The tables may live in another schema than public (DATABASE_SCHEMA, a shared database): a
  // reference to "public"."table" would point outside it, or nowhere, and the start would fail.
  it('name no schema, so that they run in the one DATABASE_SCHEMA gives', () => {
    const qualified = readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .filter((file) =>
        readFileSync(new URL(file, folder), 'utf8')
          .split('\n')
          .some((line) => !line.startsWith('--') && line.includes('"public".')),
      );
    expect(qualified).toEqual([]);
  });
});
