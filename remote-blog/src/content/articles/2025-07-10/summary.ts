import type { ArticleSummary } from '../../types';

// Placeholder photos (see @lapm/ui) until the studio's own files replace them.
export const img = (name: string, size = '1200x800') => `placeholder:2025-07-10-${name}:${size}`;

/** What the blog list shows of this article; ./article.ts holds the rest, downloaded only by its page. */
export default {
  published: '2025-07-10',
  title: 'Le portrait lifestyle : des photos qui vous ressemblent',
  description:
    'Le portrait lifestyle saisit des moments vrais, chez vous, dehors ou en studio. Ce qu’il est, comment se passe une séance, et six formats pour chaque étape de la vie.',
  cover: {
    src: img('couverture'),
    alt: 'Une famille rit, assise sur une couverture dans l’herbe, en fin de journée',
  },
} satisfies ArticleSummary;
