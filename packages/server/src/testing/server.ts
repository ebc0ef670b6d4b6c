import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createUser, type NewUser } from '../api/users/users';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { jobsSchema } from '../jobs/engine';
import { TEMPLATE_DATABASE } from './global-setup';

/**
 * A configuration for one test file on the run's PostgreSQL (see global-setup.ts): a database of
 * its own copied from the migrated template, or with DATABASE_URL set a schema of its own. A data
 * folder too (outbox, uploads). `cleanup` drops the database or schema and the folder (reruns start
 * clean).
 */
export async function createTestConfig(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lapm-test-'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  const external = process.env.DATABASE_URL;
  const cluster = process.env.LAPM_TEST_POSTGRES;
  let database: Record<string, string>;
  let drop: () => Promise<void>;
  if (external) {
    database = { DATABASE_URL: external, DATABASE_SCHEMA: name };
    drop = () => dropSchema(external, name);
  } else if (cluster) {
    await adminQuery(cluster, `create database ${name} template ${TEMPLATE_DATABASE}`);
    const url = new URL(cluster);
    url.pathname = `/${name}`;
    database = { DATABASE_URL: url.href };
    drop = () => adminQuery(cluster, `drop database if exists ${name} with (force)`);
  } else {
    throw new Error('no test database: run through rstest (globalSetup) or set DATABASE_URL');
  }
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...database,
    ...env,
  });
  const cleanup = async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { config, cleanup };
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Drops a site's schema and its job engine's. */
export async function dropSchema(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}", "${jobsSchema(schema)}" cascade`);
  } finally {
    await client.end();
  }
}

/** The application database alone (migrated), for tests of what lies under the API. */
export async function openTestDatabase(env: Record<string, string> = {}) {
  const { config, cleanup } = await createTestConfig(env);
  const database = await openDatabase(config);
  return {
    config,
    database,
    async close() {
      await database.close();
      await cleanup();
    },
  };
}

/** How long a closing test server waits for its connections before cutting them. */
const CONNECTIONS_GRACE_MS = 1_000;

/**
 * Closes the app. Node's HTTP server waits for every connection that is not idle, and a
 * keep-alive connection of the test's own client can stay counted as busy after its last
 * response: the server then never closes and the file's `afterAll` times out. A finished test
 * has nothing left in flight, so what remains after a second is cut.
 */
async function closeApp(app: FastifyInstance) {
  const cut = setTimeout(() => app.server.closeAllConnections(), CONNECTIONS_GRACE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** A real server on a random loopback port, on a database of its own (see createTestConfig). */
export interface TestServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  /** Closes and starts again on the same data (folder or schema), running `whileStopped` between. */
  restart(whileStopped?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'logStream' | 'clock' | 'monotonicClock'> = {},
): Promise<TestServer> {
  const { config, cleanup } = await createTestConfig(env);
  const server: TestServer = {
    app: await listen(config, options),
    config,
    url: '',
    async restart(whileStopped) {
      await closeApp(server.app);
      await whileStopped?.();
      server.app = await listen(config, options);
      server.url = urlOf(server.app);
    },
    async close() {
      await closeApp(server.app);
      await cleanup();
    },
  };
  server.url = urlOf(server.app);
  return server;
}

/** One of several servers on one database. */
export interface TestInstance {
  app: FastifyInstance;
  url: string;
}

/**
 * `size` servers sharing one database, as several instances behind a load balancer: each with its
 * own connection pool to the same database. Nothing else is shared between them.
 */
export async function startTestCluster(
  size: number,
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'clock' | 'monotonicClock' | 'federation' | 'logStream'> = {},
) {
  const { config, cleanup } = await createTestConfig(env);
  const instances: TestInstance[] = [];
  const close = async () => {
    for (const instance of instances) await closeApp(instance.app);
    await cleanup();
  };
  try {
    for (let i = 0; i < size; i++) {
      const app = await listen(config, options);
      instances.push({ app, url: urlOf(app) });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { config, instances, close };
}

async function listen(config: Config, options: BuildOptions) {
  const app = await buildApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function urlOf(app: FastifyInstance) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON answers field by field.
  body: any;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** Bytes sent as they are (an upload), instead of a JSON body. */
  rawBody?: Buffer;
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

/** One call to the API as the browser makes it: JSON body only when there is one. */
export async function call(
  server: { url: string },
  method: string,
  path: string,
  { body, rawBody, cookie, headers = {} }: CallOptions = {},
): Promise<ApiResponse> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: rawBody ? new Uint8Array(rawBody) : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** The `name=value` pair of the session cookie a response sets, to send back as a Cookie header. */
export function sessionCookie(response: ApiResponse): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith('lapm_session='));
  if (!set) throw new Error(`no session cookie in the response (status ${response.status})`);
  return set.split(';')[0] as string;
}

export async function login(server: { url: string }, email: string, password: string): Promise<string> {
  const response = await call(server, 'POST', '/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login of ${email} failed: ${response.text}`);
  return sessionCookie(response);
}

export const PASSWORD = 'motdepasse-1234';

let counter = 0;
/**
 * A user straight in the database (tests set their own fixtures without going through the API):
 * a client who proved her address, unless `emailConfirmed: false` (a registration never confirmed).
 */
export async function addUser(server: { app: FastifyInstance }, fields: Partial<NewUser> = {}) {
  counter += 1;
  const user = await createUser(server.app.db, {
    firstname: 'Prénom',
    lastname: `Nom${counter}`,
    email: `personne${counter}-${randomBytes(3).toString('hex')}@exemple.fr`,
    password: PASSWORD,
    role: 'user',
    emailConfirmed: true,
    ...fields,
  });
  return { ...user, password: fields.password ?? PASSWORD };
}

/** Decodes a JWT's payload (no check: the tests look at what the browser would read). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** A request with a Host header fetch cannot set: how a request reaches a deployed site. */
export function requestWithHost(
  server: { url: string },
  host: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const url = new URL(server.url);
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          headers: {
            host,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
}
