import type { BenchResults } from './results';

/** BENCHMARKS.md's section for the JavaScript a first visit downloads until the app is idle (see docs.ts). */

const number = (value: number, digits = 0) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes: number) => `${number(bytes / 1024, 1)} Ko`;

function table(head: string[], rows: string[][]) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i === 0 ? '---' : '-:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export const startRenderers = {
  'start-size': (r: BenchResults['start-size']) => {
    const before = r.previous;
    const was = (workspace: string) => before?.byWorkspace.find((sum) => sum.workspace === workspace);
    const met = r.total.wire <= r.targetKB * 1024;
    return [
      `\`${r.path}\` à ${r.width} px, jusqu'à l'app au repos : **${kb(r.total.wire)}** sur le fil ` +
        `(${r.encoding}), ${kb(r.total.gzip)} en gzip 9 ; cible ${r.targetKB} Ko sur le fil : ${met ? 'oui' : '**non**'}.` +
        (before
          ? ` Avant (${new Date(before.date).toISOString().slice(0, 10)}, commit \`${before.commit.slice(0, 7)}\`` +
            `${before.uncommittedChanges ? ' modifié' : ''}) : ${kb(before.total.wire)} sur le fil, ${kb(before.total.gzip)} en gzip 9.`
          : ''),
      table(
        [
          'Espace',
          'Fichiers',
          'Sur le fil',
          'gzip 9',
          ...(before ? ['Avant, sur le fil', 'Avant, gzip 9'] : []),
        ],
        [
          ...r.byWorkspace.map((sum) => [
            `\`${sum.workspace}\``,
            String(sum.files),
            kb(sum.wire),
            kb(sum.gzip),
            ...(before ? [kb(was(sum.workspace)?.wire ?? 0), kb(was(sum.workspace)?.gzip ?? 0)] : []),
          ]),
          ...(before ?? { byWorkspace: [] }).byWorkspace
            .filter((sum) => !r.byWorkspace.some((now) => now.workspace === sum.workspace))
            .map((sum) => [`\`${sum.workspace}\``, '0', kb(0), kb(0), kb(sum.wire), kb(sum.gzip)]),
        ],
      ),
      table(
        ['Fichier', 'Sur le fil', 'gzip 9', 'Nommé par la page'],
        r.files.map((file) => [`\`${file.path}\``, kb(file.wire), kb(file.gzip), file.start ? 'oui' : 'non']),
      ),
    ].join('\n\n');
  },
};
