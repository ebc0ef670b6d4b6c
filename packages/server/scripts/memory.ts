import { readdirSync, readFileSync } from 'node:fs';

/** Resident (RSS) and proportional (PSS) memory of a process in KiB, from smaps_rollup. */
function memoryKiB(pid: number): { rss: number; pss: number } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(rollup.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
    return { rss: field('Rss'), pss: field('Pss') };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

export interface TreeMemory {
  /**
   * MiB, the server process and its descendants: the embedded PostgreSQL's processes, and the
   * photo encoder's process while it runs (api/photos/encoder.ts).
   */
  rss: { total: number; server: number; encoder: number; database: number };
  pss: { total: number; server: number; encoder: number; database: number };
  databaseProcesses: number;
}

/** The processes of the tree rooted at `rootPid`, the root excepted. */
function descendants(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after the last ")" are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {}
  }
  const tree = new Set([rootPid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  tree.delete(rootPid);
  return [...tree];
}

const isEncoder = (pid: number) => {
  try {
    return /photo-encoder|encoder-process/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
};

/**
 * The memory of a process and of all its descendants. RSS, the figure of the targets, counts a
 * shared page once per process that maps it: PostgreSQL's binary, libraries and shared buffers,
 * in each of its processes. PSS divides each shared page between the processes that share it:
 * what the tree really takes from the machine. Both are printed.
 */
export function treeMemory(rootPid: number): TreeMemory {
  const encoder = { rss: 0, pss: 0 };
  const database = { rss: 0, pss: 0 };
  let databaseProcesses = 0;
  for (const pid of descendants(rootPid)) {
    const { rss, pss } = memoryKiB(pid);
    const sum = isEncoder(pid) ? encoder : database;
    if (sum === database) databaseProcesses += 1;
    sum.rss += rss;
    sum.pss += pss;
  }
  const own = memoryKiB(rootPid);
  const mib = (kib: number) => Math.round(kib / 1024);
  const split = (kind: 'rss' | 'pss') => ({
    total: mib(own[kind] + encoder[kind] + database[kind]),
    server: mib(own[kind]),
    encoder: mib(encoder[kind]),
    database: mib(database[kind]),
  });
  return { rss: split('rss'), pss: split('pss'), databaseProcesses };
}

export const describeMemory = ({ rss, pss, databaseProcesses }: TreeMemory) =>
  `RSS ${rss.total} Mio (serveur ${rss.server} + encodeur ${rss.encoder} + base ${rss.database}, ${databaseProcesses} processus), ` +
  `PSS ${pss.total} Mio (serveur ${pss.server} + encodeur ${pss.encoder} + base ${pss.database})`;
