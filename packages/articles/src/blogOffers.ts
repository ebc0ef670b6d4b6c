import { type Image, paths } from '@lapm/contracts';

/**
 * Drawn placeholders (see @lapm/ui) until the studio's own files replace them, described as what
 * they show: a drawing, not the people the format is for.
 */
const image = (name: string): Image => ({
  src: `placeholder:2025-07-10-${name}:800x600`,
  alt: 'Illustration provisoire : collines et soleil bas dessinés en dégradé',
});

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
    image: image('feel-good'),
  },
  'toi-et-moi': {
    title: 'Toi & Moi',
    audience: 'Couple',
    description: 'Votre complicité à deux, en balade, chez vous ou en studio.',
    to: paths.duo,
    image: image('toi-et-moi'),
  },
  'la-smala': {
    title: 'La Smala',
    audience: 'Famille et amis',
    description:
      'Toute la tribu réunie, des grands-parents aux meilleurs amis, pour un baptême, un anniversaire ou juste l’envie d’être ensemble.',
    to: paths.family,
    image: image('la-smala'),
  },
  'premier-cri': {
    title: '1er cris',
    audience: 'Nouveau-né',
    description: 'Les tout premiers jours de votre bébé, dans les quinze jours qui suivent la naissance.',
    to: paths.newborn,
    image: image('premier-cri'),
  },
  'neuf-mois': {
    title: '9 mois',
    audience: 'Grossesse',
    description: 'Votre ventre rond et l’attente, idéalement entre le 7e et le 8e mois.',
    to: paths.pregnancy,
    image: image('neuf-mois'),
  },
  'passions-lives': {
    title: 'Passions Lives',
    audience: 'Passion et sport',
    description: 'Ce qui vous fait vibrer : votre sport, votre instrument, votre animal, votre atelier.',
    to: paths.hobby,
    image: image('passions-lives'),
  },
};
