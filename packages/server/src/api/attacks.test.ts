import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { albums } from '../db/schema';
import { addUser, login, PASSWORD, startTestServer, type TestServer } from '../testing/server';
import { type Endpoint, endpoints } from './attacks-endpoints';
import { type Attack, attackOn, type Fixtures } from './attacks-generators';

/**
 * Property-based attacks on every API endpoint: malformed bodies and path parameters (wrong types,
 * missing, extra and duplicated keys, huge strings, unicode, SQL and script payloads, numbers out
 * of range, bodies that are not JSON or not declared as JSON), sent over HTTP as the admin so that
 * they reach every route's validation. For each: never a 5xx, never a stack trace or a hash in the
 * answer, an error body `{ message }` in French, and a database unchanged by a rejected request.
 *
 * The endpoints are listed in attacks-endpoints.ts, the bodies drawn in attacks-generators.ts.
 * RUNS bodies per endpoint (128 endpoints): 128 × 100 = 12,800 requests, 36 s for the file run
 * alone (it took 4 min 25 s in the whole suite when every request was followed by a digest).
 * FUZZ_RUNS=<n> in the environment runs more for a longer hunt.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

// ---- the server and its database -------------------------------------------------------------

let server: TestServer;
let adminCookie: string;
let fixtures: Fixtures;
let digestQuery: ReturnType<typeof sql.raw>;
let writesQuery: ReturnType<typeof sql.raw>;
const stats = { requests: 0, rejected: 0, serverErrors: 0 };

/** One fingerprint of every row of every table of the application's schema. */
async function databaseDigest(): Promise<string> {
  const result = (await server.app.db.execute(digestQuery)) as unknown as { rows: { digest: string }[] };
  return result.rows[0]?.digest ?? '';
}

/** How many rows have been written so far, rolled back or not (a sequence ignores transactions). */
async function writesSoFar(): Promise<string> {
  const result = (await server.app.db.execute(writesQuery)) as unknown as { rows: { writes: string }[] };
  return String(result.rows[0]?.writes ?? '');
}

/**
 * Has every table of the schema count its row writes and truncations in one sequence: a request
 * after which the count has not moved wrote nothing, and the digest (three quarters of this file's
 * time when it was taken after every request) is only taken after one that did.
 */
async function countWrites(schema: string, tables: string[]) {
  const counter = `"${schema}".attack_writes`;
  const triggers = tables.map(
    (table) => `
      create trigger attack_write_rows after insert or update or delete on "${table}"
        for each row execute function "${schema}".attack_write();
      create trigger attack_write_all after truncate on "${table}"
        for each statement execute function "${schema}".attack_write();`,
  );
  await server.app.db.execute(
    sql.raw(`
      create sequence ${counter};
      create function "${schema}".attack_write() returns trigger language plpgsql as $$
        begin perform nextval('${counter}'); return null; end $$;
      ${triggers.join('')}`),
  );
  writesQuery = sql.raw(`select last_value || ':' || is_called as writes from ${counter}`);
}

beforeAll(async () => {
  // Rate limits off: every body must reach its route's checks instead of stopping at a 429.
  server = await startTestServer({ RATE_LIMITS: 'off' });
  const admin = await addUser(server, { role: 'admin' });
  const client = await addUser(server);
  const emptyClient = await addUser(server);
  const [album] = await server.app.db
    .insert(albums)
    .values({ userId: client.id, lien: 'https://galerie.exemple.fr/a', accessCode: 'code', date: '2026' })
    .returning({ id: albums.id });
  adminCookie = await login(server, admin.email, PASSWORD);
  fixtures = {
    emails: [admin.email, client.email, emptyClient.email],
    ids: [admin.id, client.id, emptyClient.id, album?.id ?? 1],
  };
  const tables = (await server.app.db.execute(
    sql`select table_schema, table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 2`,
  )) as unknown as { rows: { table_schema: string; table_name: string }[] };
  const parts = tables.rows.map(
    ({ table_name }) =>
      `coalesce((select string_agg(t::text, '|' order by t::text) from "${table_name}" t), '')`,
  );
  expect(parts.length).toBeGreaterThanOrEqual(4);
  digestQuery = sql.raw(`select md5(${parts.join(` || '#' || `)}) as digest`);
  await countWrites(
    tables.rows[0]?.table_schema ?? 'public',
    tables.rows.map(({ table_name }) => table_name),
  );
});
afterAll(async () => {
  // The figures of the run, for the hardening note.
  console.log(
    `attaques : ${stats.requests} requêtes, ${stats.rejected} refusées, ${stats.serverErrors} réponses 5xx`,
  );
  await server.close();
});

const STACK_TRACE = /\n\s+at\s|node_modules|node:internal|\.[cm]?[jt]s:\d+|\$argon2/;

async function send(endpoint: Endpoint, attack: Attack) {
  const path = endpoint.path.replace(/:(id|slug|place)/, attack.segment);
  const cookie = endpoint.anonymous ? undefined : adminCookie;
  const response = await fetch(`${server.url}/api${path}`, {
    method: endpoint.method,
    headers: {
      ...(attack.contentType ? { 'content-type': attack.contentType } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: endpoint.method === 'GET' ? undefined : attack.body,
  });
  const text = await response.text();
  // PUT /user/me with a new password revokes the old session and opens another.
  const renewed = response.headers
    .getSetCookie()
    .find((set) => set.startsWith('lapm_session=') && !set.startsWith('lapm_session=;'));
  if (renewed && !endpoint.anonymous) adminCookie = renewed.split(';')[0] as string;
  return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
}

describe('attacks on every endpoint', () => {
  it('covers every route the API serves', () => {
    // printRoutes draws a tree: rebuild each full path from its indentation.
    const served: string[] = [];
    const stack: string[] = [];
    for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│├└─\s]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      stack.length = depth;
      stack.push(match[2] as string);
      const path = stack.join('').replace(/^\/\//, '/');
      for (const method of (match[3] as string).split(', ')) {
        if (path.startsWith('/api/') && method !== 'HEAD') served.push(`${method} ${path.slice(4)}`);
      }
    }
    const fuzzed = endpoints.map(({ method, path }) => `${method} ${path}`);
    expect(served.sort()).toEqual(fuzzed.sort());
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: never a 5xx, a stack or a change when refused`, async () => {
      let before = await databaseDigest();
      let writes = await writesSoFar();
      await fc.assert(
        fc.asyncProperty(attackOn(endpoint, fixtures), async (attack) => {
          const { status, text, contentType } = await send(endpoint, attack);
          stats.requests += 1;
          if (status >= 500) stats.serverErrors += 1;
          expect(status).toBeLessThan(500);
          expect(text).not.toMatch(STACK_TRACE);
          const writesNow = await writesSoFar();
          const after = writesNow === writes ? before : await databaseDigest();
          writes = writesNow;
          if (status >= 400) {
            stats.rejected += 1;
            expect(contentType).toContain('application/json');
            const body = JSON.parse(text);
            expect(Object.keys(body)).toEqual(['message']);
            // French sentences from the spec or the server, never a framework's English.
            expect(body.message).toMatch(/^[A-ZÀ-Ý][^{}]*[a-zéèêàûôç.!)»]$/);
            expect(body.message).not.toMatch(/\b(the|is not|invalid|error)\b/i);
            expect(after).toBe(before);
          }
          before = after;
        }),
        { numRuns: RUNS },
      );
    });
  }
});
