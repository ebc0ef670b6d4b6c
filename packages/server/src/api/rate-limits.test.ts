import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addUser, call, login, PASSWORD, startTestCluster, type TestInstance } from '../testing/server';

/**
 * Two instances of the server behind one load balancer, seen from the API: with
 * RATE_LIMIT_STORE=database they share one budget per key; in memory each counts alone (the
 * reason the database store exists). On PGlite both instances use one database handle in this
 * process; on PostgreSQL each has its own connection pool to the same schema.
 */
type Cluster = Awaited<ReturnType<typeof startTestCluster>>;

let n = 0;
const registration = () => {
  n += 1;
  return {
    firstname: 'Camille',
    lastname: 'Martin',
    email: `grappe${n}-${Date.now()}@exemple.fr`,
    password: 'Chambre-Noire-34',
  };
};
const register = (instance: TestInstance) =>
  call(instance, 'POST', '/user/register', { body: registration() });
const wrongLogin = (instance: TestInstance, email: string) =>
  call(instance, 'POST', '/login', { body: { email, password: 'mauvais-mdp' } });

/** Two instances on one database, started before the tests of the file or describe that asks for them. */
function instancesFor(env: Record<string, string>) {
  const pair = {} as { cluster: Cluster; a: TestInstance; b: TestInstance };
  beforeAll(async () => {
    const cluster = await startTestCluster(2, env);
    const [a, b] = cluster.instances as [TestInstance, TestInstance];
    Object.assign(pair, { cluster, a, b });
  });
  afterAll(() => pair.cluster?.close());
  return pair;
}

/** The database pair, shared by the two groups below (a cluster costs a database and two servers). */
const shared = instancesFor({ RATE_LIMIT_STORE: 'database' });

describe('two instances with RATE_LIMIT_STORE=database', () => {
  it('refuses the 11th registration from one address, whichever instance receives it', async () => {
    const { a, b } = shared;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await register(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(10).fill(201));
    for (const instance of [a, b]) {
      const refused = await register(instance);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(
        'Trop de créations de compte depuis cette adresse. Réessayez dans 60 minutes.',
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    }
  });

  it('holds a login delay started on one instance on the other', async () => {
    const { a, b } = shared;
    const user = await addUser(a);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await wrongLogin(i % 2 === 0 ? a : b, user.email)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const instance of [b, a]) {
      // Even the right password waits: the account is in its delay everywhere.
      const delayed = await call(instance, 'POST', '/login', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(delayed.status).toBe(429);
      expect(Number(delayed.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    }
  });

  it('lets exactly the free guesses through when they arrive on both instances at once', async () => {
    const { a, b } = shared;
    const user = await addUser(a);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => wrongLogin(i % 2 === 0 ? a : b, user.email)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('two instances with RATE_LIMIT_STORE=database, per account', () => {
  it('counts reset requests per account across instances', async () => {
    const { a, b } = shared;
    const user = await addUser(a);
    const ask = (instance: TestInstance) =>
      call(instance, 'POST', '/reset-password', { body: { email: user.email } });
    expect([(await ask(a)).status, (await ask(b)).status, (await ask(a)).status]).toEqual([200, 200, 200]);
    expect((await ask(b)).status).toBe(429);
  });

  it('counts the links an address change sends across instances', async () => {
    const { a, b } = shared;
    const user = await addUser(a);
    const cookie = await login(a, user.email, PASSWORD);
    const change = (instance: TestInstance, i: number) =>
      call(instance, 'PUT', '/user/me', {
        cookie,
        body: {
          firstname: user.firstname,
          lastname: user.lastname,
          email: `ailleurs${i}-${user.id}@exemple.fr`,
          currentPassword: PASSWORD,
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await change(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('two instances with RATE_LIMIT_STORE=memory', () => {
  const pair = instancesFor({ RATE_LIMIT_STORE: 'memory' });

  it('counts on each instance apart: alternating doubles the budget', async () => {
    const { a, b } = pair;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await register(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(12).fill(201));
  });
});
