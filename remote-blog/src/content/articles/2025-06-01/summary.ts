import type { ArticleSummary } from '../../types';

// Placeholder photos (see @lapm/ui) until the studio's own files replace them.
export const img = (name: string, size = '1200x800') => `placeholder:2025-06-01-${name}:${size}`;

/** What the blog list shows of this article; ./article.ts holds the rest, downloaded only by its page. */
export default {
  published: '2025-06-01',
  title: 'Photographie de mariage : pourquoi choisir le reportage ?',
  description:
    'Le reportage raconte votre mariage tel que vous l’avez vécu, sans poses figées. Ma façon de travailler, des préparatifs à la première danse, autour de Montpellier.',
  cover: {
    src: img('couverture'),
    alt: 'Les mariés marchent main dans la main entre les rangs de vigne au coucher du soleil',
  },
} satisfies ArticleSummary;
