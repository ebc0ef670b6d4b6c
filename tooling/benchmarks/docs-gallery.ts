import type { BenchResults } from './results';

/** BENCHMARKS.md's sections for the gallery's first screen and its upload (see docs.ts). */

const number = (value: number, digits = 0) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const s = (value: number, digits = 2) => `${number(value, digits)} s`;

export const galleryRenderers = {
  'gallery-first-screen': (r: BenchResults['gallery-first-screen']) =>
    `Galerie de ${r.photos} photos, propriétaire connectée, ${r.network.width} px, ` +
    `${r.network.downKbps} kbit/s et ${r.network.rttMs} ms d'aller-retour, CPU ${r.network.cpuSlowdown}× : ` +
    `couverture peinte en **${s(r.medianMs / 1000)}** (médiane ; ${r.coverMs.map((t) => s(t / 1000)).join(', ')}), ` +
    `cible ${s(r.targetMs / 1000, 1)}. Page HTML ${number(r.htmlBytes / 1024)} Ko, ` +
    `dont ${number(r.bootDataBytes / 1024)} Ko de valeurs pour l'app.`,
  'gallery-upload': (r: BenchResults['gallery-upload']) =>
    `${r.photos} photos de 24 Mpx (${number(r.photoMB, 1)} Mo en moyenne) envoyées par tus et prêtes ` +
    `(${r.ready} prêtes, ${r.failed} en échec) : envoi ${s(r.uploadSeconds, 1)}, total ${s(r.totalSeconds, 1)}, ` +
    `soit **${s(r.perPhotoSeconds)} par photo**` +
    (r.projectedFor > r.photos
      ? ` ; à ce rythme, ${r.projectedFor} photos prendraient **${s(r.projectedSeconds, 0)}** (extrapolé, non mesuré).`
      : '.'),
};
