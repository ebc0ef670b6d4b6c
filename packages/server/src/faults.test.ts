import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from './testing/server';

/**
 * The database stopped and started again, seen from the API. PostgreSQL only (DATABASE_URL, as in
 * scripts/ci-postgres.sh): the server reaches it through a loopback relay this test cuts and
 * restores, as a stopped or unreachable database server would look.
 */
const databaseUrl = process.env.DATABASE_URL;

function relayTo(target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const relay = {
    port: 0,
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((incoming) => {
          const outgoing = connect(Number(target.port || 5432), target.hostname);
          for (const socket of [incoming, outgoing]) {
            sockets.add(socket);
            socket.on('error', () => socket.destroy());
            socket.on('close', () => sockets.delete(socket));
          }
          incoming.pipe(outgoing).pipe(incoming);
        }).listen(relay.port, '127.0.0.1', () => {
          const address = server?.address();
          if (typeof address === 'object' && address) relay.port = address.port;
          resolve();
        });
      }),
    /** Refuses new connections and drops the open ones. */
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
  return relay;
}

describe.skipIf(!databaseUrl)('database unreachable', () => {
  const target = new URL(databaseUrl ?? 'postgres://localhost');
  const relay = relayTo(target);
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    await relay.start();
    const viaRelay = new URL(target);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    server = await startTestServer({ DATABASE_URL: viaRelay.toString() });
    const user = await addUser(server);
    cookie = await login(server, user.email, PASSWORD);
  });
  afterAll(async () => {
    await server.close();
    await relay.stop();
  });

  it('answers 503 in French while it is down, and recovers by itself when it is back', async () => {
    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(200);
    await relay.stop();
    for (const [method, path, body] of [
      ['GET', '/album/my', undefined],
      ['POST', '/login', { email: 'personne@exemple.fr', password: 'mauvais-mdp' }],
    ] as const) {
      const down = await call(server, method, path, { cookie, body });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        message: 'Le service est momentanément indisponible. Merci de réessayer dans quelques instants.',
      });
      expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    await relay.start();
    expect((await call(server, 'GET', '/album/my', { cookie })).status).toBe(200);
  });
});
