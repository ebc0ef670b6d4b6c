import type { Page } from '@playwright/test';

export interface FakeClaims {
  role: 'user' | 'admin';
  firstname: string;
  lastname: string;
  email: string;
  address?: string | null;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/**
 * A token shaped like the server's. The browser never verifies signatures (the
 * server does), so guards can be tested with it; API calls made with it fail.
 */
export function fakeToken({ expiresIn = 3600, ...claims }: FakeClaims): string {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(JSON.stringify({ ...claims, exp })),
    base64url('signature'),
  ].join('.');
}

/** Puts a token in storage before any script of the site runs. */
export async function seedToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('jwtTokenClientLAPM', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
}

export const client: FakeClaims = {
  role: 'user',
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@example.fr',
};
export const admin: FakeClaims = {
  role: 'admin',
  firstname: 'Anne',
  lastname: 'Photo',
  email: 'admin@example.fr',
};
