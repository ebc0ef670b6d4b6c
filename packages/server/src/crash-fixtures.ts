import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from '@rstest/core';
import type { albums, users } from './db/schema';
import { type ChildServer, spawnServer } from './testing/child-server';
import { call, dropSchema, sessionCookie } from './testing/server';

/** The data of the crash test (crash.test.ts): its sites, its payloads and what it sets up before its burst. */
export const databaseUrl = process.env.DATABASE_URL;
export const ADMIN = { email: 'admin@crash.exemple.fr', password: 'Obturateur-Lent-1/60' };
export const PASSWORD = 'Chambre-Noire-34';

/**
 * Fresh data for each round and servers started on it, all stopped and removed after the file's
 * tests, also when a round fails: no server left running, no folder or schema left behind.
 */
export function crashSitesForFile() {
  const children = new Set<ChildServer>();
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const child of children) {
      child.kill();
      await child.exited;
    }
    for (const cleanup of cleanups) await cleanup();
  });
  return {
    /** A fresh data folder, or a PostgreSQL schema of its own, and the server's environment on it. */
    freshData(): Record<string, string> {
      const dataDir = mkdtempSync(join(tmpdir(), 'lapm-crash-'));
      const schema = databaseUrl ? `crash_${randomBytes(6).toString('hex')}` : undefined;
      cleanups.push(async () => {
        if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
        rmSync(dataDir, { recursive: true, force: true });
      });
      return {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(32).toString('hex'),
        DEMO_DATA: '0',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Registrations come from distinct addresses (X-Forwarded-For), and the anti-abuse counters
        // are written to the database during the burst too.
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_STORE: 'database',
        ...(databaseUrl && schema ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
      };
    },
    async start(env: Record<string, string>) {
      const server = await spawnServer(env);
      children.add(server);
      return server;
    },
  };
}

export type Outcome = 'acked' | 'refused' | 'lost';
export interface Sent<P> {
  payload: P;
  outcome?: Outcome;
  status?: number;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON answer, read field by field.
  body?: any;
}

export interface AlbumFields {
  user_id: number;
  lien: string;
  access_code: string;
  date: string;
}
export interface UserFields {
  firstname: string;
  lastname: string;
  address: string | null;
  email: string;
}

// Every field carries the payload's number: a row mixing two payloads matches neither.
export const newAlbum = (n: number, owner: number): AlbumFields => ({
  user_id: owner,
  lien: `https://galerie.exemple.fr/rafale/${n}`,
  access_code: `code-${n}-${'é'.repeat((Math.abs(n) % 7) + 1)}`,
  date: `Séance n°${n}`,
});
export const editedAlbum = (n: number, owner: number): AlbumFields => ({
  user_id: owner,
  lien: `https://galerie.exemple.fr/retouche/${n}`,
  access_code: `retouche-${n}`,
  date: `Retouche n°${n}`,
});
export const editedUser = (id: number, n: number): UserFields => ({
  firstname: `Prénom${n}`,
  lastname: `Nom${n}`,
  address: `${n} rue de la Loge, 34000 Montpellier`,
  email: `client${id}-v${n}@crash.exemple.fr`,
});

/** The owners registered and never proved their address: the admin gives them albums knowingly. */
export const knowingly = <P>(path: string, payload: P) =>
  path === '/album' ? { ...payload, confirm_unproved_owner: true } : payload;

export const albumOf = (row: typeof albums.$inferSelect): AlbumFields => ({
  user_id: row.userId,
  lien: row.lien,
  access_code: row.accessCode,
  date: row.date,
});
export const pickUser = (user: UserFields): UserFields => ({
  firstname: user.firstname,
  lastname: user.lastname,
  address: user.address,
  email: user.email,
});
export const userOf = (row: typeof users.$inferSelect): UserFields => ({
  firstname: row.firstname,
  lastname: row.lastname,
  address: row.address,
  email: row.email,
});

/**
 * What a row edited by one sequential chain of writes may hold: the last acknowledged payload
 * (or the original, none being acknowledged), or the one still in flight after it.
 */
export function allowedAfterChain<P>(original: P | undefined, chain: Sent<P & { id: number }>[]): P[] {
  expect(original).toBeDefined();
  const lastAcked = chain.findLastIndex((entry) => entry.outcome === 'acked');
  const after = chain.slice(lastAcked + 1);
  expect(after.length).toBeLessThanOrEqual(1);
  expect(after.every((entry) => entry.outcome === 'lost')).toBe(true);
  const fields = ({ id: _, ...rest }: P & { id: number }) => rest as P;
  const base = lastAcked >= 0 ? fields((chain[lastAcked] as Sent<P & { id: number }>).payload) : original;
  return [base as P, ...after.map((entry) => fields(entry.payload))];
}

export interface Leaving {
  id: number;
  cookie: string;
  deletion?: Sent<{ password: string }>;
}

export interface Fixtures {
  /** The admin's session cookie. */
  admin: string;
  owners: number[];
  /** Albums and users as they were before the burst, by id. */
  setupAlbums: Map<number, AlbumFields>;
  setupUsers: Map<number, UserFields>;
  editedAlbums: { id: number; chain: Sent<AlbumFields & { id: number }>[] }[];
  editedUsers: { id: number; chain: Sent<UserFields & { id: number }>[] }[];
  leaving: Leaving[];
}

const emails = {
  owners: [1, 2, 3].map((i) => `proprietaire${i}@crash.exemple.fr`),
  edited: [1, 2, 3, 4, 5, 6].map((i) => `modifie${i}@crash.exemple.fr`),
  leaving: [1, 2, 3, 4, 5, 6, 7, 8].map((i) => `partant${i}@crash.exemple.fr`),
};

/** Registers every account of the fixtures, each from an address of its own; answers them by e-mail. */
async function registerAccounts(server: ChildServer, admin: string) {
  let address = 0;
  for (const email of Object.values(emails).flat()) {
    address += 1;
    const response = await call(server, 'POST', '/user/register', {
      body: { firstname: 'Camille', lastname: 'Martin', email, password: PASSWORD, adress: '1 rue Foch' },
      headers: { 'x-forwarded-for': `198.51.100.${address}` },
    });
    expect(response.status).toBe(201);
  }
  const listed = await call(server, 'GET', '/user', { cookie: admin });
  return new Map<string, UserFields & { id: number }>(
    listed.body.data.map((user: UserFields & { id: number }) => [user.email, user]),
  );
}

/**
 * Fixtures, before the burst: album owners, clients whose profile the admin edits, albums the
 * admin edits, and clients with albums and a session who delete their own account.
 */
export async function setUpFixtures(server: ChildServer): Promise<Fixtures> {
  const adminLogin = await call(server, 'POST', '/login', { body: ADMIN });
  expect(adminLogin.status).toBe(200);
  const admin = sessionCookie(adminLogin);
  const byEmail = await registerAccounts(server, admin);
  const idOf = (email: string) => byEmail.get(email)?.id as number;
  const owners = emails.owners.map(idOf);
  const setupAlbums = new Map<number, AlbumFields>();
  const setupUsers = new Map<number, UserFields>();
  for (const user of byEmail.values()) setupUsers.set(user.id, pickUser(user));
  const createAlbum = async (fields: AlbumFields) => {
    const response = await call(server, 'POST', '/album', {
      body: knowingly('/album', fields),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    setupAlbums.set(response.body.data.id_album, fields);
    return response.body.data.id_album as number;
  };
  const editedAlbums: Fixtures['editedAlbums'] = [];
  for (let i = 0; i < 4; i++) {
    editedAlbums.push({ id: await createAlbum(newAlbum(-(i + 1), owners[i % 3] as number)), chain: [] });
  }
  const editedUsers = emails.edited.map((email) => ({
    id: idOf(email),
    chain: [] as Sent<UserFields & { id: number }>[],
  }));
  const leaving: Leaving[] = [];
  for (const [i, email] of emails.leaving.entries()) {
    const id = idOf(email);
    for (let j = 0; j < 2; j++) await createAlbum(newAlbum(-100 - 2 * i - j, id));
    const cookie = sessionCookie(
      await call(server, 'POST', '/login', { body: { email, password: PASSWORD } }),
    );
    leaving.push({ id, cookie });
  }
  return { admin, owners, setupAlbums, setupUsers, editedAlbums, editedUsers, leaving };
}
