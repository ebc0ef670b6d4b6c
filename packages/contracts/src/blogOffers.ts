import type { Image } from './content';
import { paths } from './routes';

/** Placeholder photos (see @lapm/ui) until the studio's own files replace them. */
const img = (name: string) => `placeholder:2025-07-10-${name}:800x600`;

/**
 * The offer cards an article can end with (`{{formules: feel-good, toi-et-moi}}` in its
 * Markdown, markdown.ts): the six lifestyle formats, each linking to its offer page.
 */
export const blogOffers: Readonly<
  Record<string, { title: string; audience: string; description: string; to: string; image: Image }>
> = {
  'feel-good': {
    title: 'Feel Good',
    audience: 'Solo',
    description: 'Un moment rien que pour vous, pour reprendre confiance ou marquer une nouvelle étape.',
    to: paths.solo,
    image: { src: img('feel-good'), alt: 'Une jeune femme sourit, les cheveux au vent, au bord de la mer' },
  },
  'toi-et-moi': {
    title: 'Toi & Moi',
    audience: 'Couple',
    description: 'Votre complicité à deux, en balade, chez vous ou en studio.',
    to: paths.duo,
    image: {
      src: img('toi-et-moi'),
      alt: 'Un homme embrasse sa compagne sur le front au milieu d’une ruelle ensoleillée',
    },
  },
  'la-smala': {
    title: 'La Smala',
    audience: 'Famille et amis',
    description:
      'Toute la tribu réunie, des grands-parents aux meilleurs amis, pour un baptême, un anniversaire ou juste l’envie d’être ensemble.',
    to: paths.family,
    image: {
      src: img('la-smala'),
      alt: 'Trois générations d’une même famille rient ensemble autour d’une table de jardin',
    },
  },
  'premier-cri': {
    title: '1er cris',
    audience: 'Nouveau-né',
    description: 'Les tout premiers jours de votre bébé, dans les quinze jours qui suivent la naissance.',
    to: paths.newborn,
    image: { src: img('premier-cri'), alt: 'La main minuscule d’un nouveau-né serre le doigt de sa mère' },
  },
  'neuf-mois': {
    title: '9 mois',
    audience: 'Grossesse',
    description: 'Votre ventre rond et l’attente, idéalement entre le 7e et le 8e mois.',
    to: paths.pregnancy,
    image: {
      src: img('neuf-mois'),
      alt: 'Une future maman de profil pose les mains sur son ventre rond, à contre-jour',
    },
  },
  'passions-lives': {
    title: 'Passions Lives',
    audience: 'Passion et sport',
    description: 'Ce qui vous fait vibrer : votre sport, votre instrument, votre animal, votre atelier.',
    to: paths.hobby,
    image: {
      src: img('passions-lives'),
      alt: 'Une cavalière caresse l’encolure de son cheval dans un pré',
    },
  },
};
