/**
 * The demo set: real photographs under free licences (Debian's lomiri-wallpapers-16.04,
 * licences and authors from its copyright file), shown in every slot the studio has not
 * filled yet, so pages weigh and look as they will with real photos. Each file is committed
 * already cropped to its aspect ratio, under photos/demo/<name>.jpg. Browser-safe.
 */
export type Ratio = 'portrait' | 'landscape' | 'square';

export interface DemoPhoto {
  /** Key in the pipeline's manifest (`photos`). */
  key: `demo/${string}`;
  ratio: Ratio;
  /** What the photo actually shows: a slot that falls back to it takes this text, not its own. */
  alt: string;
  author: string;
  licence: 'CC BY 4.0' | 'CC BY-SA 4.0' | 'CC0 1.0';
  /** The original file in the Debian package. */
  source: string;
}

export const demoPhotos: readonly DemoPhoto[] = [
  {
    key: 'demo/montagne-automne',
    ratio: 'landscape',
    alt: "Montagne au-dessus d'une forêt d'automne et d'un pré vert",
    author: 'Aitzol Berasategi',
    licence: 'CC BY 4.0',
    source: 'aitzgorri_by_Aitzol_Berasategi.jpg',
  },
  {
    key: 'demo/sentier-alpage',
    ratio: 'landscape',
    alt: 'Sentier dans un alpage au pied de sommets rocheux enneigés',
    author: 'Aitzol Berasategi',
    licence: 'CC BY 4.0',
    source: 'picosdeeuropa_by_Aitzol_Berasategi.jpg',
  },
  {
    key: 'demo/coucher-de-soleil',
    ratio: 'landscape',
    alt: 'Soleil couchant au-dessus de collines',
    author: 'Aitzol Berasategi',
    licence: 'CC BY 4.0',
    source: 'sunset_by_Aitzol_Berasategi.jpg',
  },
  {
    key: 'demo/pissenlits',
    ratio: 'landscape',
    alt: 'Pissenlits en graines dans un pré, à contre-jour',
    author: 'Clemens Engelhardt',
    licence: 'CC0 1.0',
    source: 'seeding_by_Clements_Engelhardt.jpg',
  },
  {
    key: 'demo/pont-baie',
    ratio: 'landscape',
    alt: "Haubans d'un pont au-dessus d'une baie à marée basse",
    author: 'Sander Klootwijk',
    licence: 'CC BY-SA 4.0',
    source: 'Bridge_by_Sander_Klootwijk.jpg',
  },
  {
    key: 'demo/figue',
    ratio: 'landscape',
    alt: 'Figue ouverte dans une coupe rouge posée sur du béton',
    author: 'Trevor « Freespace »',
    licence: 'CC BY 4.0',
    source: 'Picture_0B_by_freespace.jpg',
  },
  {
    key: 'demo/nature-morte-vin',
    ratio: 'portrait',
    alt: 'Bouteille de vin et verre sur une table basse, djembé posé sur un pouf',
    author: 'Jakub Mede',
    licence: 'CC BY 4.0',
    source: 'Wine_by_Jakkub_Mede.jpg',
  },
  {
    key: 'demo/chiens-fenetre',
    ratio: 'portrait',
    alt: "Deux épagneuls penchés à la fenêtre d'une maison en bois",
    author: 'Aitzol Berasategi',
    licence: 'CC BY 4.0',
    source: 'friends_by_Aitzol_Berasategi.jpg',
  },
  {
    key: 'demo/ruisseau',
    ratio: 'portrait',
    alt: 'Ruisseau en cascade entre des rochers, dans une forêt',
    author: 'Aitzol Berasategi',
    licence: 'CC BY 4.0',
    source: 'life_by_Aitzol_Berasategi.jpg',
  },
  {
    key: 'demo/branche-ciel',
    ratio: 'portrait',
    alt: 'Branche feuillue contre un ciel bleu',
    author: 'Bolly',
    licence: 'CC BY-SA 4.0',
    source: 'Dragonfly_by_Bolly.jpg',
  },
  {
    key: 'demo/pinceaux',
    ratio: 'square',
    alt: 'Pinceaux aux poils teints de couleurs vives',
    author: 'Trevor « Freespace »',
    licence: 'CC BY 4.0',
    source: 'Picture_1A_by_freespace.jpg',
  },
  {
    key: 'demo/oiseau-lampes',
    ratio: 'square',
    alt: "Figurine d'oiseau suspendue sous des globes lumineux",
    author: 'Peter Nerlich',
    licence: 'CC BY-SA 4.0',
    source: 'free_by_Peter_Nerlich.jpg',
  },
  {
    key: 'demo/horloge',
    ratio: 'square',
    alt: 'Horloge murale sans chiffres, en lumière rasante',
    author: 'Peter Nerlich',
    licence: 'CC BY-SA 4.0',
    source: 'greentock_by_Peter_Nerlich.jpg',
  },
];

/** Where each licence is published, for the credits. */
export const licenceUrls: Record<DemoPhoto['licence'], string> = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/deed.fr',
  'CC BY-SA 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/deed.fr',
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/deed.fr',
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The demo photo shown in a slot: always the same for a given slot, of the slot's ratio.
 * Slots of a numbered series (`mariage/01`, `mariage/02`…) take consecutive photos of the
 * set from an offset that depends on the series, so neighbours in a grid differ and two
 * galleries do not start on the same photo.
 */
export function demoPhotoFor(slot: string, ratio: Ratio): DemoPhoto {
  const candidates = demoPhotos.filter((photo) => photo.ratio === ratio);
  const [, series = slot, number] = /^(.*)\/(\d+)$/.exec(slot) ?? [];
  const index = hash(series) + (number === undefined ? 0 : Number(number));
  const chosen = candidates[index % candidates.length];
  if (!chosen) throw new Error(`No demo photo of ratio ${ratio}`);
  return chosen;
}
