import type { ArticleSummary } from '../../types';

// Placeholder photos (see @lapm/ui) until the studio's own files replace them.
export const img = (name: string, size = '1200x800') => `placeholder:2025-06-16-${name}:${size}`;

/** What the blog list shows of this article; ./article.ts holds the rest, downloaded only by its page. */
export default {
  published: '2025-06-16',
  title: 'Photo de CV professionnelle : réussir son portrait pour se démarquer',
  description:
    'Sur un CV ou un profil LinkedIn, la photo est vue avant le texte. Tenue, expression, cadrage : mes conseils pour un portrait professionnel qui vous ressemble.',
  cover: {
    src: img('couverture'),
    alt: 'Portrait professionnel d’une femme souriante en veste bleu marine sur fond gris clair',
  },
} satisfies ArticleSummary;
