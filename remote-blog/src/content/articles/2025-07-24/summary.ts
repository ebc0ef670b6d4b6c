import type { ArticleSummary } from '../../types';

// Placeholder photos (see @lapm/ui) until the studio's own files replace them.
export const img = (name: string, size = '1200x800') => `placeholder:2025-07-24-${name}:${size}`;

/** What the blog list shows of this article; ./article.ts holds the rest, downloaded only by its page. */
export default {
  published: '2025-07-24',
  title: 'Photos de grossesse : quel est le meilleur moment pour la séance ?',
  description:
    'Entre la 28e et la 34e semaine, le ventre est bien rond et vous êtes encore à l’aise. Pourquoi ce créneau, quand réserver et comment préparer votre séance grossesse.',
  cover: {
    src: img('couverture'),
    alt: 'Silhouette d’une future maman de profil, les mains sur son ventre rond, devant une fenêtre lumineuse',
  },
} satisfies ArticleSummary;
