import type { ArticleSummary } from '../../types';

// Placeholder photos (see @lapm/ui) until the studio's own files replace them.
export const img = (name: string, size = '1200x800') => `placeholder:2025-09-17-${name}:${size}`;

/** What the blog list shows of this article; ./article.ts holds the rest, downloaded only by its page. */
export default {
  published: '2025-09-17',
  title: 'Photo et vidéo : pourquoi votre entreprise a intérêt à investir dans son image',
  description:
    'Site, réseaux sociaux, recrutement : des images professionnelles créent la confiance avant le premier rendez-vous. Ce qu’une entreprise gagne à investir dans la photo et la vidéo.',
  cover: {
    src: img('couverture'),
    alt: 'Une équipe de cinq personnes discute autour d’une table dans des bureaux lumineux',
  },
} satisfies ArticleSummary;
