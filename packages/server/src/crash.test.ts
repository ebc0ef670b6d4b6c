import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/database';
import { albums, passwordResetTokens, rateLimits, sessions, users } from './db/schema';
import { type ChildServer, spawnServer } from './testing/child-server';
import { call, dropSchema, sessionCookie } from './testing/server';

/**
 * The server killed (SIGKILL: no handler, no graceful close) in the middle of a burst of writes,
 * then started again on the same data: the embedded PostgreSQL in a data folder, or with
 * DATABASE_URL a PostgreSQL schema.
 * Every row must be whole and equal to exactly one payload that was sent, every write answered 2xx
 * before the kill must be there, and an account deletion is all or nothing.
 */
const databaseUrl = process.env.DATABASE_URL;
const ADMIN = { email: 'admin@crash.exemple.fr', password: 'Obturateur-Lent-1/60' };
const PASSWORD = 'Chambre-Noire-34';

/** At most this many writes in a burst, and the kill comes after this long whatever happens. */
const MAX_WRITES = 600;
const MAX_BURST_MS = 20_000;
/** One round by default; CRASH_ROUNDS=20 for a longer hunt, each round on fresh data. */
const ROUNDS = Math.max(1, Number(process.env.CRASH_ROUNDS) || 1);

const children = new Set<ChildServer>();
const cleanups: (() => Promise<void>)[] = [];

/** A fresh data folder, or a PostgreSQL schema of its own, and the server's environment on it. */
function freshData(): Record<string, string> {
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
}

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  children.add(server);
  return server;
}

// Also when a round fails: no server left running, no folder or schema left behind.
afterAll(async () => {
  for (const child of children) {
    child.kill();
    await child.exited;
  }
  for (const cleanup of cleanups) await cleanup();
});

type Outcome = 'acked' | 'refused' | 'lost';
interface Sent<P> {
  payload: P;
  outcome?: Outcome;
  status?: number;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON answer, read field by field.
  body?: any;
}

interface AlbumFields {
  user_id: number;
  lien: string;
  access_code: string;
  date: string;
}
interface UserFields {
  firstname: string;
  lastname: string;
  address: string | null;
  email: string;
}

// Every field carries the payload's number: a row mixing two payloads matches neither.
const newAlbum = (n: number, owner: number): AlbumFields => ({
  user_id: owner,
  lien: `https://galerie.exemple.fr/rafale/${n}`,
  access_code: `code-${n}-${'é'.repeat((Math.abs(n) % 7) + 1)}`,
  date: `Séance n°${n}`,
});
const editedAlbum = (n: number, owner: number): AlbumFields => ({
  user_id: owner,
  lien: `https://galerie.exemple.fr/retouche/${n}`,
  access_code: `retouche-${n}`,
  date: `Retouche n°${n}`,
});
const editedUser = (id: number, n: number): UserFields => ({
  firstname: `Prénom${n}`,
  lastname: `Nom${n}`,
  address: `${n} rue de la Loge, 34000 Montpellier`,
  email: `client${id}-v${n}@crash.exemple.fr`,
});

/** The owners registered and never proved their address: the admin gives them albums knowingly. */
const knowingly = <P>(path: string, payload: P) =>
  path === '/album' ? { ...payload, confirm_unproved_owner: true } : payload;

const albumOf = (row: typeof albums.$inferSelect): AlbumFields => ({
  user_id: row.userId,
  lien: row.lien,
  access_code: row.accessCode,
  date: row.date,
});
const pickUser = (user: UserFields): UserFields => ({
  firstname: user.firstname,
  lastname: user.lastname,
  address: user.address,
  email: user.email,
});
const userOf = (row: typeof users.$inferSelect): UserFields => ({
  firstname: row.firstname,
  lastname: row.lastname,
  address: row.address,
  email: row.email,
});

/**
 * What a row edited by one sequential chain of writes may hold: the last acknowledged payload
 * (or the original, none being acknowledged), or the one still in flight after it.
 */
function allowedAfterChain<P>(original: P | undefined, chain: Sent<P & { id: number }>[]): P[] {
  expect(original).toBeDefined();
  const lastAcked = chain.findLastIndex((entry) => entry.outcome === 'acked');
  const after = chain.slice(lastAcked + 1);
  expect(after.length).toBeLessThanOrEqual(1);
  expect(after.every((entry) => entry.outcome === 'lost')).toBe(true);
  const fields = ({ id: _, ...rest }: P & { id: number }) => rest as P;
  const base = lastAcked >= 0 ? fields((chain[lastAcked] as Sent<P & { id: number }>).payload) : original;
  return [base as P, ...after.map((entry) => fields(entry.payload))];
}

describe('server killed during a burst of writes', () => {
  const rounds = Array.from({ length: ROUNDS }, (_, i) => i + 1);
  it.each(rounds)(
    'round %i: restarts on the same data, every row whole, every acknowledged write kept',
    async (round) => {
      const env = freshData();
      const timings: Record<string, number> = {};
      let t = Date.now();
      let server = await start(env);
      timings.firstStartMs = Date.now() - t;

      // Fixtures, before the burst: album owners, clients whose profile the admin edits, albums the
      // admin edits, and clients with albums and a session who delete their own account.
      const adminLogin = await call(server, 'POST', '/login', { body: ADMIN });
      expect(adminLogin.status).toBe(200);
      const admin = sessionCookie(adminLogin);
      let address = 0;
      const register = async (email: string) => {
        address += 1;
        const response = await call(server, 'POST', '/user/register', {
          body: { firstname: 'Camille', lastname: 'Martin', email, password: PASSWORD, adress: '1 rue Foch' },
          headers: { 'x-forwarded-for': `198.51.100.${address}` },
        });
        expect(response.status).toBe(201);
      };
      const emails = {
        owners: [1, 2, 3].map((i) => `proprietaire${i}@crash.exemple.fr`),
        edited: [1, 2, 3, 4, 5, 6].map((i) => `modifie${i}@crash.exemple.fr`),
        leaving: [1, 2, 3, 4, 5, 6, 7, 8].map((i) => `partant${i}@crash.exemple.fr`),
      };
      for (const email of Object.values(emails).flat()) await register(email);
      const listed = await call(server, 'GET', '/user', { cookie: admin });
      const byEmail = new Map<string, UserFields & { id: number }>(
        listed.body.data.map((user: UserFields & { id: number }) => [user.email, user]),
      );
      const idOf = (email: string) => byEmail.get(email)?.id as number;
      const owners = emails.owners.map(idOf);
      /** Albums and users as they were before the burst, by id. */
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
      const editedAlbums: { id: number; chain: Sent<AlbumFields & { id: number }>[] }[] = [];
      for (let i = 0; i < 4; i++) {
        editedAlbums.push({ id: await createAlbum(newAlbum(-(i + 1), owners[i % 3] as number)), chain: [] });
      }
      const editedUsers = emails.edited.map((email) => ({
        id: idOf(email),
        chain: [] as Sent<UserFields & { id: number }>[],
      }));
      const leaving: { id: number; cookie: string; deletion?: Sent<{ password: string }> }[] = [];
      for (const [i, email] of emails.leaving.entries()) {
        const id = idOf(email);
        for (let j = 0; j < 2; j++) await createAlbum(newAlbum(-100 - 2 * i - j, id));
        const cookie = sessionCookie(
          await call(server, 'POST', '/login', { body: { email, password: PASSWORD } }),
        );
        leaving.push({ id, cookie });
      }

      // The burst: 5 writers create albums, 6 edit one client each, 4 edit one album each, and the
      // clients delete their accounts one by one as the acknowledgements come in. The kill comes
      // after a random number of acknowledgements: many writes are still in flight then.
      const stats = { sent: 0, acked: 0, refused: 0, lost: 0 };
      const killAfter = 100 + Math.floor(Math.random() * 150);
      let killed = false;
      let inFlightAtKill = 0;
      const kill = () => {
        if (killed) return;
        killed = true;
        inFlightAtKill = stats.sent - stats.acked - stats.refused - stats.lost;
        server.kill();
      };
      const created: Sent<AlbumFields>[] = [];
      let counter = 0;
      const next = () => {
        counter += 1;
        return counter;
      };
      const write = async <P>(
        method: string,
        path: string,
        payload: P,
        cookie: string,
        record: Sent<P>[],
      ) => {
        if (killed || stats.sent >= MAX_WRITES) return false;
        const entry: Sent<P> = { payload };
        record.push(entry);
        stats.sent += 1;
        try {
          const response = await call(server, method, path, { body: knowingly(path, payload), cookie });
          entry.status = response.status;
          entry.body = response.body;
          entry.outcome = response.status >= 200 && response.status < 300 ? 'acked' : 'refused';
        } catch {
          entry.outcome = 'lost';
        }
        stats[entry.outcome] += 1;
        if (stats.acked >= killAfter) kill();
        return true;
      };
      /** One writer: one write after the other, each with the next number, until the kill. */
      const writer = async (send: (n: number) => Promise<boolean>) => {
        while (await send(next())) {
          // Sequential on purpose: a row edited by one writer has at most one write in flight.
        }
      };
      const ownerFor = (n: number) => owners[n % 3] as number;
      const burstTimer = setTimeout(kill, MAX_BURST_MS);
      t = Date.now();
      await Promise.all([
        ...Array.from({ length: 5 }, () =>
          writer((n) => write('POST', '/album', newAlbum(n, ownerFor(n)), admin, created)),
        ),
        ...editedUsers.map(({ id, chain }) =>
          writer((n) => write('PUT', '/user', { id, ...editedUser(id, n) }, admin, chain)),
        ),
        ...editedAlbums.map(({ id, chain }) =>
          writer((n) => write('PUT', '/album', { id, ...editedAlbum(n, ownerFor(n)) }, admin, chain)),
        ),
        // Spread over the burst; the last ones come after the kill and are never sent.
        ...leaving.map(async (client, i) => {
          const threshold = Math.floor((killAfter * i) / 6);
          while (!killed && stats.acked < threshold) await new Promise((resolve) => setTimeout(resolve, 2));
          const record: Sent<{ password: string }>[] = [];
          await write('DELETE', '/user/me', { password: PASSWORD }, client.cookie, record);
          client.deletion = record[0];
        }),
      ]);
      clearTimeout(burstTimer);
      kill();
      timings.burstMs = Date.now() - t;
      expect(await server.exited).toBe('SIGKILL');
      // Every write was valid: before the kill, none is refused.
      expect(stats.refused).toBe(0);
      // Mid-burst: writes were waiting for their answer when the process died.
      expect(inFlightAtKill).toBeGreaterThan(0);

      const lockFile = join(env.DATA_DIR as string, 'server.lock');
      if (!databaseUrl) {
        // What the killed server left behind: its lock, and its database's (the postmaster,
        // in a process group of its own, may even outlive it).
        expect(readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
        expect(existsSync(join(env.DATA_DIR as string, 'postgres', 'postmaster.pid'))).toBe(true);
      }

      // Back on the same data.
      t = Date.now();
      server = await start(env);
      timings.restartMs = Date.now() - t;
      if (!databaseUrl) expect(readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
      // Sessions acknowledged before the kill are still there; deleted accounts' sessions are not.
      expect((await call(server, 'GET', '/user', { cookie: admin })).status).toBe(200);
      for (const client of leaving) {
        const mine = await call(server, 'GET', '/album/my', { cookie: client.cookie });
        if (client.deletion?.outcome === 'acked') expect(mine.status).toBe(401);
        if (!client.deletion) expect(mine.body.data).toHaveLength(2);
      }
      // New writes work: the sequences go on after what the crash left.
      const after = await call(server, 'POST', '/album', {
        body: knowingly('/album', newAlbum(0, owners[0] as number)),
        cookie: admin,
      });
      expect(after.status).toBe(201);
      const afterId = after.body.data.id_album as number;
      expect(await server.stop()).toBe(0);

      // Row by row, straight from the database.
      let database: DatabaseHandle | undefined;
      try {
        database = await openDatabase(loadConfig(env));
        const db = database.db;
        const albumRows = await db.select().from(albums).orderBy(albums.id);
        const userRows = await db.select().from(users).orderBy(users.id);

        // Every album is accounted for: a fixture (edited by its chain, or as it was), a payload of
        // the burst (whole, once), or the one created after the restart.
        const sentByLink = new Map(created.map((entry) => [entry.payload.lien, entry]));
        const chainOfAlbum = new Map(editedAlbums.map(({ id, chain }) => [id, chain]));
        const createdRows: (typeof albumRows)[number][] = [];
        for (const row of albumRows) {
          const chain = chainOfAlbum.get(row.id);
          if (row.id === afterId) expect(albumOf(row)).toEqual(newAlbum(0, owners[0] as number));
          else if (chain)
            expect(allowedAfterChain(setupAlbums.get(row.id), chain)).toContainEqual(albumOf(row));
          else if (setupAlbums.has(row.id)) expect(albumOf(row)).toEqual(setupAlbums.get(row.id));
          else {
            expect(sentByLink.get(row.lien)?.payload).toEqual(albumOf(row));
            createdRows.push(row);
          }
        }
        expect(new Set(createdRows.map((row) => row.lien)).size).toBe(createdRows.length);
        const acked = created.filter((entry) => entry.outcome === 'acked');
        for (const entry of acked) {
          const row = albumRows.find((r) => r.id === entry.body.data.id_album);
          expect(row && albumOf(row)).toEqual(entry.payload);
        }
        for (const { id } of editedAlbums) expect(albumRows.some((row) => row.id === id)).toBe(true);

        // Every user is accounted for: edited clients hold one payload their chain allows, the
        // others are as they were, or gone for the clients who deleted their account.
        const chainOfUser = new Map(editedUsers.map(({ id, chain }) => [id, chain]));
        for (const row of userRows) {
          const chain = chainOfUser.get(row.id);
          if (chain) expect(allowedAfterChain(setupUsers.get(row.id), chain)).toContainEqual(userOf(row));
          else expect(userOf(row)).toEqual(setupUsers.get(row.id));
        }
        for (const { id } of editedUsers) expect(userRows.some((row) => row.id === id)).toBe(true);

        // Deletions: all or nothing, and never lost once acknowledged.
        const sessionRows = await db.select().from(sessions);
        let deleted = 0;
        for (const client of leaving) {
          const present = userRows.some((row) => row.id === client.id);
          const state = {
            present,
            albums: albumRows.filter((row) => row.userId === client.id).length,
            sessions: sessionRows.filter((row) => row.userId === client.id).length,
          };
          const gone = { present: false, albums: 0, sessions: 0 };
          const kept = { present: true, albums: 2, sessions: 1 };
          if (!present) deleted += 1;
          if (client.deletion?.outcome === 'acked') expect(state).toEqual(gone);
          else if (client.deletion?.outcome === 'lost') expect([gone, kept]).toContainEqual(state);
          else expect(state).toEqual(kept);
        }

        // Nothing points to a missing row, and the counters are whole.
        const orphans = await db.execute(sql`
        select (select count(*) from ${albums} a where not exists (select 1 from ${users} u where u.id = a.user_id))
             + (select count(*) from ${sessions} s where not exists (select 1 from ${users} u where u.id = s.user_id))
             + (select count(*) from ${passwordResetTokens} p where not exists (select 1 from ${users} u where u.id = p.user_id))
             + (select count(*) from ${rateLimits} r where r.hits < 0 or r.expires_at_ms <= r.last_hit_ms)
          as count`);
        expect(Number((orphans as unknown as { rows: { count: unknown }[] }).rows[0]?.count)).toBe(0);

        const presentCreated = createdRows.length;
        const lostCreated = created.filter((entry) => entry.outcome === 'lost').length;
        console.info(
          `[crash] round ${round}, ${database.driver}: ${stats.sent} writes sent, ${stats.acked} acknowledged, ` +
            `${stats.lost} lost (killed after ${killAfter} acknowledgements, ${inFlightAtKill} in flight); ` +
            `albums created: ` +
            `${created.length} sent, ${acked.length} acknowledged, ${presentCreated} present ` +
            `(${presentCreated - acked.length} of ${lostCreated} in flight committed); ` +
            `accounts deleted: ${deleted} of ${leaving.length}; first start ${timings.firstStartMs} ms, ` +
            `burst ${timings.burstMs} ms, restart after the kill ${timings.restartMs} ms`,
        );
      } finally {
        await database?.close();
      }
    },
    180_000,
  );
});
