import { galleryRenderers } from './docs-gallery';
import { startRenderers } from './docs-start';
import type { BenchFile, BenchName, BenchResults, LighthouseFigures, Memory } from './results';

/**
 * BENCHMARKS.md's figures, written from the benches' JSON files: each bench owns the text between
 * `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`. A bench with no file yet, or a file that
 * holds no measurement, says « pas encore mesuré »: no figure is ever typed there by hand.
 */

const number = (value: number, digits = 0) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number) => `${number(value)} ms`;
const s = (value: number, digits = 2) => `${number(value, digits)} s`;
const mib = (memory: Memory) => `${number(memory.rss.total)} Mio RSS (${number(memory.pss.total)} PSS)`;
const yes = (met: boolean) => (met ? 'oui' : '**non**');

function table(head: string[], rows: (string | number)[][], right: boolean[] = []) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (right[i] ? '-:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The line every section starts with: when, where, under what load, from which commit. */
export function provenance(file: BenchFile): string {
  const date = new Date(file.date).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const { cpu, cores, node, load } = file.machine;
  const commit = `commit \`${file.commit.slice(0, 7)}\`${file.uncommittedChanges ? ' modifié' : ''}`;
  return (
    `*${date}, \`${file.command}\`, ${commit} ; ${cpu.trim()}, ${cores} cœurs, Node ${node} ; ` +
    `charge ${number(load.start[0] ?? 0, 1)} au départ, ${number(load.end[0] ?? 0, 1)} à la fin.*`
  );
}

const lighthouseCells = (f: LighthouseFigures) => [
  f.performance,
  s(f.lcpMs / 1000),
  ms(f.tbtMs),
  number(f.cls, 3),
  `${f.accessibility} / ${f.bestPractices} / ${f.seo}`,
];

type Renderers = { [N in BenchName]: (results: BenchResults[N]) => string };

export const renderers: Renderers = {
  api: (r) =>
    [
      `${r.database === 'embedded' ? 'PostgreSQL embarqué' : 'PostgreSQL externe'}, ${r.connections} connexions, ` +
        `${r.seconds} s par appel. Démarrage ${ms(r.startMs.first)} puis ${ms(r.startMs.later)} ; ` +
        `mémoire au repos ${mib(r.memory.idle)}, après la charge ${mib(r.memory.loaded)}.`,
      table(
        ['Appel', 'req/s', 'p50', 'p99', 'Échecs'],
        r.calls.map((c) => [`\`${c.name}\``, number(c.rate), ms(c.p50 ?? 0), ms(c.p99), c.failures]),
        [false, true, true, true, true],
      ),
      table(
        ['Objectif', 'Mesure', 'Cible', 'Atteint'],
        r.targets.map((t) => [t.label, t.value, t.target, yes(t.met)]),
      ),
    ].join('\n\n'),
  pages: (r) =>
    [
      `${r.connections} connexions, ${r.seconds} s par adresse, \`Accept-Encoding\` comme un navigateur. ` +
        `Objectif ≥ ${number(r.target.rate)} req/s et p99 ≤ ${ms(r.target.p99)}.`,
      table(
        ['Page', 'req/s', 'p50', 'p99', '1re requête', 'Objectif'],
        r.pages.map((p) => [
          `\`${p.path}\``,
          number(p.rate),
          ms(p.p50 ?? 0),
          ms(p.p99),
          ms(p.firstMs),
          yes(p.met),
        ]),
        [false, true, true, true, true, false],
      ),
      table(
        ['Chaîne de requête', 'req/s', 'Part du débit de `/tarifs`', 'p99', 'Objectif'],
        r.queries.map((q) => [
          `\`${q.label}\``,
          number(q.rate),
          number(q.share, 2),
          ms(q.p99),
          `≥ ${number(q.target, 2)} : ${yes(q.met)}`,
        ]),
        [false, true, true, true, false],
      ),
      `Rendu d'une recherche nouvelle, une à la fois (${r.renders.count} de suite) : ` +
        `p50 ${ms(r.renders.p50)}, p90 ${ms(r.renders.p90)}.`,
    ].join('\n\n'),
  photos: (r) =>
    [
      table(
        [
          'Profil',
          'Secondes par photo',
          'Variantes par photo',
          'RSS au plus haut',
          `Séance de ${r.sessionPhotos} photos`,
        ],
        r.pipeline.map((p) => [
          `\`${p.profile}\` (${p.formats.join(', ')})`,
          `${number(p.meanSeconds, 2)} (${number(p.minSeconds, 2)} à ${number(p.maxSeconds, 2)})`,
          `${number(p.variantMBPerPhoto, 2)} Mo`,
          `${number(p.peakRssMiB)} Mio`,
          `${number((p.meanSeconds * r.sessionPhotos) / 60, 1)} min`,
        ]),
        [false, true, true, true, true],
      ),
      `File du serveur (${r.queue.photos} photos envoyées en ${s(r.queue.uploadSeconds, 1)}) : ` +
        `${r.queue.ready} prêtes, ${r.queue.failed} en échec, ` +
        `${number((r.queue.photos / r.queue.totalSeconds) * 60, 1)} photos par minute ; ` +
        `mémoire au repos ${mib(r.queue.memory.idle)}, au plus haut ${mib(r.queue.memory.peak)}.` +
        (r.queue.home
          ? ` \`/\` (10 connexions) : ${number(r.queue.home.idle.rate)} req/s, p99 ${ms(r.queue.home.idle.p99)} au repos ; ` +
            `${number(r.queue.home.busy.rate)} req/s, p99 ${ms(r.queue.home.busy.p99)} pendant le traitement.`
          : ''),
    ].join('\n\n'),
  gallery: (r) => {
    const perPhoto = r.totalSeconds / r.photos;
    const home = (h: BenchResults['gallery']['home']['idle']) => `médiane ${ms(h.median)}, p95 ${ms(h.p95)}`;
    return table(
      ['Mesure', 'Valeur'],
      [
        [
          `Par photo de 24 Mpx (${r.photos} photos, ${number(r.photoMB, 1)} Mo)`,
          `${s(perPhoto)} (${r.failed} en échec) ; séance de ${r.sessionPhotos} photos ${number((perPhoto * r.sessionPhotos) / 60, 1)} min`,
        ],
        ['Profil `library` (AVIF) pour comparer', `${s(r.library.perPhotoSeconds)} par photo`],
        ['Première vignette après son envoi', s(r.firstThumbnailSeconds)],
        ['Serveur au plus haut', mib(r.memory.peak)],
        [
          'ZIP de l’album',
          `${number(r.zip.MB)} Mo à ${number(r.zip.MB / r.zip.seconds)} Mo/s, premier octet ${ms(r.zip.firstByteMs)}`,
        ],
        ['Filigrane dessiné', r.watermark.map((w) => `${ms(w.ms)} (${w.width} px)`).join(', ')],
        [
          `Aperçu filigrané de ${r.preview.width} px, ${r.preview.connections} connexions`,
          `${number(r.previewLoad.full.rate)} req/s, p99 ${ms(r.previewLoad.full.p99)} ; \`/\` ${home(r.home.busy)} (au repos ${home(r.home.idle)})`,
        ],
        [
          `Au rythme cible de ${r.previewTargetRate} req/s`,
          `${number(r.previewLoad.paced.rate)} req/s ; \`/\` ${home(r.home.paced)}`,
        ],
      ],
    );
  },
  lighthouse: (r) =>
    [
      `Lighthouse 12.8 mobile, ${r.protocol}, médiane de ${r.runs} passages, \`benchmarkIndex\` ${number(r.benchmarkIndex)}.`,
      table(
        [
          'Page',
          'Perf.',
          'LCP',
          'TBT',
          'CLS',
          'Access. / Best pr. / SEO',
          'Script de démarrage',
          'Script (gzip)',
        ],
        r.rows.map((row) => [
          `\`${row.path}\`${row.elsewhere ? ' (remote sur un autre hôte)' : ''}`,
          ...lighthouseCells(row),
          `${number(row.startWire / 1024, 1)} Ko`,
          `${number(row.scriptGzip / 1024, 1)} Ko (${row.scriptFiles})`,
        ]),
        [false, true, true, true, true, false, true, true],
      ),
      `Premier toucher sur \`/\` : ${r.firstTap.lost} perdu sur ${r.firstTap.tries}, médiane ${ms(r.firstTap.medianMs)}. ` +
        `Hydraté : en-tête ${ms(r.hydratedMs.header)}, écran ${ms(r.hydratedMs.screen)} ; ` +
        `plus longue tâche ${ms(r.hydratedMs.longestTask)}, bloquant ${ms(r.hydratedMs.blocking)}.`,
    ].join('\n\n'),
  'lighthouse-busy': (r) =>
    [
      `Pendant le traitement de ${r.photos} photos de 24 Mpx (${number(r.photosPerMinute, 1)} par minute), un audit par page.`,
      table(
        ['Page', 'Perf.', 'LCP', 'TBT', 'CLS', 'Access. / Best pr. / SEO', 'Photos en attente'],
        r.rows.map((row) => [
          `\`${row.path}\``,
          ...lighthouseCells(row),
          `${row.waitingBefore} → ${row.waitingAfter}`,
        ]),
        [false, true, true, true, true, false, false],
      ),
    ].join('\n\n'),
  floor: (r) =>
    [
      `Médiane de ${r.runs} passages en alternance, \`benchmarkIndex\` ${number(r.benchmarkIndex)}. Cellules : page / plancher.`,
      table(
        ['Page', 'Perf.', 'LCP', 'TBT', 'CLS', 'Access. / Best pr. / SEO', 'Cibles'],
        r.rows.map(({ path, page, floor, misses }) => {
          const pageCells = lighthouseCells(page);
          const floorCells = lighthouseCells(floor);
          return [
            `\`${path}\``,
            ...pageCells.map((cell, i) => `${cell} / ${floorCells[i]}`),
            misses.length ? misses.join(', ') : 'OK',
          ];
        }),
        [false, true, true, true, true, false, false],
      ),
    ].join('\n\n'),
  'first-tap': (r) =>
    [
      `Menu de \`/\` touché 300 ms après sa peinture : **${r.tap.lost} perdu sur ${r.tap.tries}**, ` +
        `médiane ${ms(r.tap.medianMs)} (${r.tap.times.map((t) => number(t)).join(', ')}).`,
      table(
        ['Lien depuis', 'Visite', 'Perdus', 'Cliqués avant l’app'],
        r.links.map((l) => [
          `\`${l.from}\``,
          l.returning ? 'retour' : 'première',
          `${l.lost} sur ${l.clicks}`,
          l.beforeApp,
        ]),
        [false, false, true, true],
      ),
    ].join('\n\n'),
  'early-visits': (r) =>
    [
      `Sans JavaScript : **${r.checks.filter((c) => c.passed).length} vérifications sur ${r.checks.length}**` +
        (r.checks.some((c) => !c.passed)
          ? ` (manquées : ${r.checks
              .filter((c) => !c.passed)
              .map((c) => c.name)
              .join(' ; ')})`
          : '') +
        '.',
      table(
        ['Saisie', 'Page', 'Gardées', 'Avant l’app', 'Champs perdus'],
        r.visits.map((v) => [
          v.kind,
          `\`${v.path}\``,
          `${v.kept} sur ${v.total}`,
          v.early,
          v.lost.join(', ') || '–',
        ]),
        [false, false, true, true, false],
      ),
    ].join('\n\n'),
  'gallery-scroll': (r) =>
    [
      `${r.photos} photos envoyées et traitées en ${s(r.processedSeconds, 0)}, grille défilée à ${number(r.pxPerMs, 1)} px/ms.`,
      table(
        ['Défilement', 'Images', 'Max', 'p95', 'Au-delà de 50 ms', 'Incomplètes', 'Long animation frames'],
        r.runs.map((run) => [
          run.label,
          run.frames,
          ms(run.maxMs),
          ms(run.p95Ms),
          run.over50,
          run.incompleteFrames ?? '–',
          run.longAnimationFrames ?? '–',
        ]),
        [false, true, true, true, true, true, true],
      ),
    ].join('\n\n'),
  ...galleryRenderers,
  ...startRenderers,
};

/** The lists a bench's results hold; one of them empty means the bench measured nothing. */
function measured(file: BenchFile): boolean {
  const lists = Object.values(file.results as object).filter((value) => Array.isArray(value));
  return lists.every((list) => list.length > 0);
}

/** What a section says while its bench has written nothing to read. */
export const notMeasured = (name: string) =>
  `*Banc pas encore mesuré : \`benchmarks/${name}.json\` n'existe pas ou ne porte aucune mesure.*`;

export function renderSection(file: BenchFile): string {
  if (!measured(file)) return notMeasured(file.bench);
  const render = renderers[file.bench] as (results: BenchFile['results']) => string;
  return `${provenance(file)}\n\n${render(file.results)}`;
}

const MARKERS = /(<!-- bench:([a-z-]+) -->\n)([\s\S]*?)(\n<!-- \/bench:\2 -->)/g;

/** `markdown` with each bench's section rewritten from its file, « pas encore mesuré » without one. */
export function renderBenchmarks(markdown: string, files: Partial<Record<BenchName, BenchFile>>): string {
  const unknown = Object.keys(files).filter((name) => !markdown.includes(`<!-- bench:${name} -->`));
  if (unknown.length) throw new Error(`BENCHMARKS.md has no section for ${unknown.join(', ')}`);
  return markdown.replace(MARKERS, (_whole, open: string, name: string, _body: string, close: string) => {
    const file = files[name as BenchName];
    return `${open}${file ? renderSection(file) : notMeasured(name)}${close}`;
  });
}
