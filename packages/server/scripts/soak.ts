/**
 * Bounded soak on loopback: 60 s (SOAK_SECONDS) of mixed reads and writes by 8 concurrent clients
 * against a server in a child process: the client's albums, the admin lists, album creation and
 * deletion, profile edits, logins. Prints requests, errors (anything but the expected status) and
 * the server's resident memory at start and end. Exits non-zero on any error.
 *
 *   pnpm --filter @lapm/server soak          (PGlite; DATABASE_URL=… for PostgreSQL)
 */
import { readFileSync } from 'node:fs';
import { demoAccounts } from '../src/setup/first-run';
import { loginCookie, startLocalServer } from './local-server';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CLIENTS = 8;

const rssMiB = (pid: number | undefined) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

type Step = () => Promise<[Response, number]>;

/** Each step: a call and the status it must answer. */
async function stepsOf(base: string): Promise<Step[]> {
  const admin = await loginCookie(base, demoAccounts.admin);
  const client = await loginCookie(base, demoAccounts.client);
  const myAlbums = await fetch(`${base}/api/album/my`, { headers: { cookie: client } });
  const clientId = ((await myAlbums.json()) as { data: { id_user: number }[] }).data[0]?.id_user;
  const send = async (method: string, path: string, cookie: string | undefined, body?: unknown) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  return [
    async () => [await send('GET', '/album/my', client), 200],
    async () => [await send('GET', '/album', admin), 200],
    async () => [await send('GET', '/user', admin), 200],
    async () => {
      const created = await send('POST', '/album', admin, {
        user_id: clientId,
        lien: 'https://galerie.exemple.fr/soak',
        access_code: 'soak',
        date: '2026-01-01',
      });
      if (created.status !== 201) return [created, 201];
      const { data } = (await created.json()) as { data: { id_album: number } };
      return [await send('DELETE', '/album', admin, { id_album: data.id_album }), 200];
    },
    async () => [
      await send('PUT', '/user/me', client, {
        firstname: 'Camille',
        lastname: `Soak${Date.now() % 1000}`,
        email: demoAccounts.client.email,
      }),
      200,
    ],
    async () => [await send('POST', '/login', undefined, demoAccounts.client), 200],
    async () => [await send('GET', '/health', undefined), 200],
  ];
}

/** CLIENTS clients, each going through the steps in turn until the end. */
async function soak(steps: Step[]) {
  const stats = { requests: 0, errors: 0 };
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      for (let i = worker; Date.now() < end; i++) {
        try {
          const [response, expected] = await (steps[i % steps.length] as Step)();
          await response.arrayBuffer();
          stats.requests += 1;
          if (response.status !== expected) {
            stats.errors += 1;
            console.error(`${response.url} : ${response.status} au lieu de ${expected}`);
          }
        } catch (error) {
          stats.requests += 1;
          stats.errors += 1;
          console.error(error);
        }
      }
    }),
  );
  return stats;
}

async function main() {
  const server = await startLocalServer('soak');
  try {
    const steps = await stepsOf(server.base);
    const memoryStart = rssMiB(server.process.pid);
    const stats = await soak(steps);
    const memoryEnd = rssMiB(server.process.pid);
    console.log(
      `Endurance : ${SECONDS} s, ${CLIENTS} clients, ${stats.requests} requêtes, ${stats.errors} erreurs, ` +
        `mémoire du serveur ${memoryStart} Mio au début, ${memoryEnd} Mio à la fin.`,
    );
    if (stats.errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
