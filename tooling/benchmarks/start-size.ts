import type { BenchFile, BenchResults, StartScript } from './results';

type StartSize = BenchResults['start-size'];

/**
 * The workspace that built a script, from where the server serves it: the shell at `/static/…`,
 * a remote built here at `/remotes/<name>/…` (packages/server/src/web/static.ts).
 */
export function workspaceOf(path: string): string {
  const remote = /^\/remotes\/([^/]+)\//.exec(path)?.[1];
  if (remote) return `remote-${remote}`;
  return path.startsWith('/static/') ? 'shell' : 'other';
}

/** The scripts of one visit summed by workspace (largest first) and in all. */
export function sumByWorkspace(scripts: Omit<StartScript, 'workspace'>[]) {
  const files: StartScript[] = scripts
    .map((script) => ({ ...script, workspace: workspaceOf(script.path) }))
    .sort((a, b) => b.wire - a.wire);
  const sums = new Map<string, StartSize['byWorkspace'][number]>();
  for (const file of files) {
    const sum = sums.get(file.workspace) ?? { workspace: file.workspace, files: 0, wire: 0, gzip: 0 };
    sum.files += 1;
    sum.wire += file.wire;
    sum.gzip += file.gzip;
    sums.set(file.workspace, sum);
  }
  const byWorkspace = [...sums.values()].sort((a, b) => b.wire - a.wire);
  const total = files.reduce((sum, file) => ({ wire: sum.wire + file.wire, gzip: sum.gzip + file.gzip }), {
    wire: 0,
    gzip: 0,
  });
  return { files, byWorkspace, total };
}

/**
 * The last figures that differ from this run's, kept beside them so a cut reads as before and
 * after in one file; a run that changes nothing keeps the earlier figures (bytes are deterministic
 * for a build, so only a change of the code moves them).
 */
export function previousOf(
  last: BenchFile<'start-size'> | undefined,
  total: StartSize['total'],
): StartSize['previous'] {
  if (!last) return undefined;
  if (last.results.total.wire === total.wire && last.results.total.gzip === total.gzip)
    return last.results.previous;
  const { date, commit, uncommittedChanges, results } = last;
  return { date, commit, uncommittedChanges, total: results.total, byWorkspace: results.byWorkspace };
}
