import { type Block, frenchSpacing } from '@lapm/articles';
import { ArticleBody } from '@lapm/articles/react';
import { Picture } from '@lapm/ui';
import type { MouseEvent } from 'react';
import { fr } from '../../i18n/fr';
import type { ArticleFormValues } from './articleForm';

/**
 * A link of the preview opens in a new tab: followed here, it would leave the editor and lose
 * what she has typed. Taken before the router's own handler, which then leaves the click alone.
 */
function openLinksInNewTab(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest('a');
  if (!link) return;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener');
}

/** The article as the blog shows it, drawn by the blog's own renderer. */
export function ArticlePreview({ values, blocks }: { values: ArticleFormValues; blocks: Block[] }) {
  return (
    <section
      aria-label={fr.articleForm.previewLabel}
      onClickCapture={openLinksInNewTab}
      data-links-new-tab=""
    >
      <h2>{frenchSpacing(values.title)}</h2>
      {values.description && <p>{frenchSpacing(values.description)}</p>}
      {values.coverSrc && <Picture image={{ src: values.coverSrc, alt: values.coverAlt }} />}
      <ArticleBody blocks={blocks} />
    </section>
  );
}
