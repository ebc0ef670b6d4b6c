import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { type BurstOutcome, burstThenKill } from './crash-burst';
import {
  albumOf,
  allowedAfterChain,
  crashSitesForFile,
  databaseUrl,
  type Fixtures,
  knowingly,
  newAlbum,
  setUpFixtures,
  userOf,
} from './crash-fixtures';
import { type DatabaseHandle, openDatabase } from './db/database';
import { albums, passwordResetTokens, rateLimits, sessions, users } from './db/schema';
import type { ChildServer } from './testing/child-server';
import { call } from './testing/server';

/**
 * The server killed (SIGKILL: no handler, no graceful close) in the middle of a burst of writes,
 * then started again on the same data: the embedded PostgreSQL in a data folder, or with
 * DATABASE_URL a PostgreSQL schema.
 * Every row must be whole and equal to exactly one payload that was sent, every write answered 2xx
 * before the kill must be there, and an account deletion is all or nothing.
 */
/** One round by default; CRASH_ROUNDS=20 for a longer hunt, each round on fresh data. */
const ROUNDS = Math.max(1, Number(process.env.CRASH_ROUNDS) || 1);

const sites = crashSitesForFile();

type Database = DatabaseHandle['db'];
type AlbumRow = typeof albums.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** Back after the kill: the sessions it acknowledged still open, and new writes answered; answers the new album's id. */
async function checkSessionsAndNewWrites(server: ChildServer, fixtures: Fixtures) {
  // Sessions acknowledged before the kill are still there; deleted accounts' sessions are not.
  expect((await call(server, 'GET', '/user', { cookie: fixtures.admin })).status).toBe(200);
  for (const client of fixtures.leaving) {
    const mine = await call(server, 'GET', '/album/my', { cookie: client.cookie });
    if (client.deletion?.outcome === 'acked') expect(mine.status).toBe(401);
    if (!client.deletion) expect(mine.body.data).toHaveLength(2);
  }
  // New writes work: the sequences go on after what the crash left.
  const after = await call(server, 'POST', '/album', {
    body: knowingly('/album', newAlbum(0, fixtures.owners[0] as number)),
    cookie: fixtures.admin,
  });
  expect(after.status).toBe(201);
  return after.body.data.id_album as number;
}

/**
 * Every album is accounted for: a fixture (edited by its chain, or as it was), a payload of the
 * burst (whole, once), or the one created after the restart. Answers the albums of the burst.
 */
function checkAlbums(albumRows: AlbumRow[], fixtures: Fixtures, burst: BurstOutcome, afterId: number) {
  const { created } = burst;
  const sentByLink = new Map(created.map((entry) => [entry.payload.lien, entry]));
  const chainOfAlbum = new Map(fixtures.editedAlbums.map(({ id, chain }) => [id, chain]));
  const createdRows: AlbumRow[] = [];
  for (const row of albumRows) {
    const chain = chainOfAlbum.get(row.id);
    if (row.id === afterId) expect(albumOf(row)).toEqual(newAlbum(0, fixtures.owners[0] as number));
    else if (chain)
      expect(allowedAfterChain(fixtures.setupAlbums.get(row.id), chain)).toContainEqual(albumOf(row));
    else if (fixtures.setupAlbums.has(row.id)) expect(albumOf(row)).toEqual(fixtures.setupAlbums.get(row.id));
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
  for (const { id } of fixtures.editedAlbums) expect(albumRows.some((row) => row.id === id)).toBe(true);
  return { createdRows, acked };
}

/**
 * Every user is accounted for: edited clients hold one payload their chain allows, the others
 * are as they were, or gone for the clients who deleted their account.
 */
function checkUsers(userRows: UserRow[], fixtures: Fixtures) {
  const chainOfUser = new Map(fixtures.editedUsers.map(({ id, chain }) => [id, chain]));
  for (const row of userRows) {
    const chain = chainOfUser.get(row.id);
    if (chain) expect(allowedAfterChain(fixtures.setupUsers.get(row.id), chain)).toContainEqual(userOf(row));
    else expect(userOf(row)).toEqual(fixtures.setupUsers.get(row.id));
  }
  for (const { id } of fixtures.editedUsers) expect(userRows.some((row) => row.id === id)).toBe(true);
}

/** Deletions: all or nothing, and never lost once acknowledged. Answers how many accounts went. */
async function checkDeletions(db: Database, albumRows: AlbumRow[], userRows: UserRow[], fixtures: Fixtures) {
  const sessionRows = await db.select().from(sessions);
  let deleted = 0;
  for (const client of fixtures.leaving) {
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
  return deleted;
}

/** Nothing points to a missing row, and the counters are whole. */
async function checkNoOrphans(db: Database) {
  const orphans = await db.execute(sql`
        select (select count(*) from ${albums} a where not exists (select 1 from ${users} u where u.id = a.user_id))
             + (select count(*) from ${sessions} s where not exists (select 1 from ${users} u where u.id = s.user_id))
             + (select count(*) from ${passwordResetTokens} p where not exists (select 1 from ${users} u where u.id = p.user_id))
             + (select count(*) from ${rateLimits} r where r.hits < 0 or r.expires_at_ms <= r.last_hit_ms)
          as count`);
  expect(Number((orphans as unknown as { rows: { count: unknown }[] }).rows[0]?.count)).toBe(0);
}

/** Row by row, straight from the database; answers what the round's summary says of it. */
async function checkRows(
  env: Record<string, string>,
  fixtures: Fixtures,
  burst: BurstOutcome,
  afterId: number,
) {
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(loadConfig(env));
    const db = database.db;
    const albumRows = await db.select().from(albums).orderBy(albums.id);
    const userRows = await db.select().from(users).orderBy(users.id);
    const { createdRows, acked } = checkAlbums(albumRows, fixtures, burst, afterId);
    checkUsers(userRows, fixtures);
    const deleted = await checkDeletions(db, albumRows, userRows, fixtures);
    await checkNoOrphans(db);
    const { created, stats, killAfter, inFlightAtKill } = burst;
    const presentCreated = createdRows.length;
    const lostCreated = created.filter((entry) => entry.outcome === 'lost').length;
    return (
      `${database.driver}: ${stats.sent} writes sent, ${stats.acked} acknowledged, ` +
      `${stats.lost} lost (killed after ${killAfter} acknowledgements, ${inFlightAtKill} in flight); ` +
      `albums created: ` +
      `${created.length} sent, ${acked.length} acknowledged, ${presentCreated} present ` +
      `(${presentCreated - acked.length} of ${lostCreated} in flight committed); ` +
      `accounts deleted: ${deleted} of ${fixtures.leaving.length}`
    );
  } finally {
    await database?.close();
  }
}

describe('server killed during a burst of writes', () => {
  const rounds = Array.from({ length: ROUNDS }, (_, i) => i + 1);
  it.each(rounds)(
    'round %i: restarts on the same data, every row whole, every acknowledged write kept',
    async (round) => {
      const env = sites.freshData();
      const timings: Record<string, number> = {};
      let t = Date.now();
      let server = await sites.start(env);
      timings.firstStartMs = Date.now() - t;
      const fixtures = await setUpFixtures(server);
      t = Date.now();
      const burst = await burstThenKill(server, fixtures);
      timings.burstMs = Date.now() - t;
      expect(await server.exited).toBe('SIGKILL');
      // Every write was valid: before the kill, none is refused.
      expect(burst.stats.refused).toBe(0);
      // Mid-burst: writes were waiting for their answer when the process died.
      expect(burst.inFlightAtKill).toBeGreaterThan(0);

      const lockFile = join(env.DATA_DIR as string, 'server.lock');
      if (!databaseUrl) {
        // What the killed server left behind: its lock, and its database's (the postmaster,
        // in a process group of its own, may even outlive it).
        expect(readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
        expect(existsSync(join(env.DATA_DIR as string, 'postgres', 'postmaster.pid'))).toBe(true);
      }

      // Back on the same data.
      t = Date.now();
      server = await sites.start(env);
      timings.restartMs = Date.now() - t;
      if (!databaseUrl) expect(readFileSync(lockFile, 'utf8')).toBe(String(server.pid));
      const afterId = await checkSessionsAndNewWrites(server, fixtures);
      expect(await server.stop()).toBe(0);

      const summary = await checkRows(env, fixtures, burst, afterId);
      console.info(
        `[crash] round ${round}, ${summary}; first start ${timings.firstStartMs} ms, ` +
          `burst ${timings.burstMs} ms, restart after the kill ${timings.restartMs} ms`,
      );
    },
    180_000,
  );
});
