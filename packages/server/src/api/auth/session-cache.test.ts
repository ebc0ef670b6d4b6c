import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import {
  addUser,
  call,
  login,
  PASSWORD,
  sessionCookie,
  startTestCluster,
  type TestInstance,
} from '../../testing/server';
import { createSessionStore, loadSigningKeys } from './sessions';

/**
 * Each instance reuses a session lookup for SESSION_CACHE_MS (sessions.ts). A revoked session must
 * still be refused at once by the instance that revoked it, and within a second by every other
 * instance on the same database. Each case first has both instances serve the session, so that
 * both hold it in their cache when it is revoked. The cache's clock stands still unless a case
 * moves it, so "at once" means with no time passed.
 */
let cacheClock = 0;
/** The cached lookups of both instances age by a second. */
const aSecondPasses = () => {
  cacheClock += 1000;
};
let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let a: TestInstance;
let b: TestInstance;
beforeAll(async () => {
  cluster = await startTestCluster(2, {}, { monotonicClock: () => cacheClock });
  [a, b] = cluster.instances as [TestInstance, TestInstance];
});
afterAll(() => cluster.close());

const albumsStatus = async (instance: TestInstance, cookie: string) =>
  (await call(instance, 'GET', '/album/my', { cookie })).status;

/** Both instances answer with the session, so that each has it cached. */
async function servedByBoth(cookie: string) {
  expect(await albumsStatus(a, cookie)).toBe(200);
  expect(await albumsStatus(b, cookie)).toBe(200);
}

describe('the session cache of each instance', () => {
  it('a logout is refused at once where it happened, within a second on the other instance', async () => {
    const user = await addUser(a);
    const cookie = await login(a, user.email, PASSWORD);
    await servedByBoth(cookie);
    expect((await call(a, 'POST', '/logout', { cookie })).status).toBe(200);
    expect(await albumsStatus(a, cookie)).toBe(401);
    aSecondPasses();
    expect(await albumsStatus(b, cookie)).toBe(401);
  });

  it('a password change ends the other sessions at once where it happened, within a second elsewhere', async () => {
    const user = await addUser(a);
    const changing = await login(a, user.email, PASSWORD);
    const other = await login(b, user.email, PASSWORD);
    await servedByBoth(changing);
    await servedByBoth(other);
    const change = await call(a, 'PUT', '/user/me', {
      cookie: changing,
      body: {
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        password: 'Nouveau-Secret-2026',
        currentPassword: PASSWORD,
      },
    });
    expect(change.status).toBe(200);
    expect(await albumsStatus(a, changing)).toBe(401);
    expect(await albumsStatus(a, other)).toBe(401);
    expect(await albumsStatus(a, sessionCookie(change))).toBe(200);
    aSecondPasses();
    expect(await albumsStatus(b, other)).toBe(401);
    expect(await albumsStatus(b, changing)).toBe(401);
  });

  it('a deleted account is refused at once where it was deleted, within a second elsewhere', async () => {
    const user = await addUser(a);
    const deleting = await login(a, user.email, PASSWORD);
    const other = await login(a, user.email, PASSWORD);
    await servedByBoth(deleting);
    await servedByBoth(other);
    const deleted = await call(a, 'DELETE', '/user/me', { cookie: deleting, body: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(await albumsStatus(a, other)).toBe(401);
    aSecondPasses();
    expect(await albumsStatus(b, other)).toBe(401);
  });

  it('a revocation outside any instance (the admin command) is refused within a second', async () => {
    const user = await addUser(a);
    const cookie = await login(a, user.email, PASSWORD);
    await servedByBoth(cookie);
    // What the admin command does to the account's sessions, from its own process.
    await a.app.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, user.id));
    aSecondPasses();
    expect(await albumsStatus(a, cookie)).toBe(401);
    expect(await albumsStatus(b, cookie)).toBe(401);
  });
});

describe('a lookup under way when this instance changes something', () => {
  it('is answered as read but not cached: the next request reads the database again', async () => {
    const store = createSessionStore(a.app.db, await loadSigningKeys(cluster.config), () => new Date());
    const user = await addUser(a);
    const { cookieToken } = await store.open(a.app.db, user);
    const underWay = store.authenticate(cookieToken);
    // A change answered by this instance while the lookup above still waits for its row.
    store.forgetCached();
    expect((await underWay)?.user.id).toBe(user.id);
    await a.app.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, user.id));
    expect(await store.authenticate(cookieToken)).toBeNull();
  });
});
