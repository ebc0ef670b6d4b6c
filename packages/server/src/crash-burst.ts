import type { AlbumFields, Fixtures, Sent } from './crash-fixtures';
import { editedAlbum, editedUser, knowingly, newAlbum, PASSWORD } from './crash-fixtures';
import type { ChildServer } from './testing/child-server';
import { call } from './testing/server';

/** At most this many writes in a burst, and the kill comes after this long whatever happens. */
const MAX_WRITES = 600;
const MAX_BURST_MS = 20_000;

export interface BurstOutcome {
  stats: { sent: number; acked: number; refused: number; lost: number };
  /** The number of acknowledgements after which the server was killed. */
  killAfter: number;
  inFlightAtKill: number;
  /** The albums the burst's writers sent, whatever became of them. */
  created: Sent<AlbumFields>[];
  killed: boolean;
}

/** Writes sent and counted, each writer one after the other, until the server is killed. */
function writesUntilKill(server: ChildServer) {
  const outcome: BurstOutcome = {
    stats: { sent: 0, acked: 0, refused: 0, lost: 0 },
    killAfter: 100 + Math.floor(Math.random() * 150),
    inFlightAtKill: 0,
    created: [],
    killed: false,
  };
  const { stats } = outcome;
  const kill = () => {
    if (outcome.killed) return;
    outcome.killed = true;
    outcome.inFlightAtKill = stats.sent - stats.acked - stats.refused - stats.lost;
    server.kill();
  };
  let counter = 0;
  const next = () => {
    counter += 1;
    return counter;
  };
  const write = async <P>(method: string, path: string, payload: P, cookie: string, record: Sent<P>[]) => {
    if (outcome.killed || stats.sent >= MAX_WRITES) return false;
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
    if (stats.acked >= outcome.killAfter) kill();
    return true;
  };
  /** One writer: one write after the other, each with the next number, until the kill. */
  const writer = async (send: (n: number) => Promise<boolean>) => {
    while (await send(next())) {
      // Sequential on purpose: a row edited by one writer has at most one write in flight.
    }
  };
  return { outcome, kill, write, writer };
}

/**
 * The burst: 5 writers create albums, 6 edit one client each, 4 edit one album each, and the
 * clients delete their accounts one by one as the acknowledgements come in. The kill comes
 * after a random number of acknowledgements: many writes are still in flight then.
 */
export async function burstThenKill(server: ChildServer, fixtures: Fixtures): Promise<BurstOutcome> {
  const { outcome, kill, write, writer } = writesUntilKill(server);
  const { admin, owners, editedUsers, editedAlbums, leaving } = fixtures;
  const ownerFor = (n: number) => owners[n % 3] as number;
  const burstTimer = setTimeout(kill, MAX_BURST_MS);
  await Promise.all([
    ...Array.from({ length: 5 }, () =>
      writer((n) => write('POST', '/album', newAlbum(n, ownerFor(n)), admin, outcome.created)),
    ),
    ...editedUsers.map(({ id, chain }) =>
      writer((n) => write('PUT', '/user', { id, ...editedUser(id, n) }, admin, chain)),
    ),
    ...editedAlbums.map(({ id, chain }) =>
      writer((n) => write('PUT', '/album', { id, ...editedAlbum(n, ownerFor(n)) }, admin, chain)),
    ),
    // Spread over the burst; the last ones come after the kill and are never sent.
    ...leaving.map(async (client, i) => {
      const threshold = Math.floor((outcome.killAfter * i) / 6);
      while (!outcome.killed && outcome.stats.acked < threshold) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const record: Sent<{ password: string }>[] = [];
      await write('DELETE', '/user/me', { password: PASSWORD }, client.cookie, record);
      client.deletion = record[0];
    }),
  ]);
  clearTimeout(burstTimer);
  kill();
  return outcome;
}
