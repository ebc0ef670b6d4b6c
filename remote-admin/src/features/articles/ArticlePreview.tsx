import type { Block, Inline } from '@lapm/contracts';
import { Picture } from '@lapm/ui';
import { fr } from '../../i18n/fr';

// The preview is redrawn whole at each request: a block's position is a stable key.

function Inlines({ content }: { content: readonly Inline[] }) {
  return content.map((inline, index) =>
    typeof inline === 'string' ? (
      inline
    ) : (
      <a key={index} href={inline.to}>
        {inline.text}
      </a>
    ),
  );
}

/** The article's text as the blog will show it (the server's blocks), before it is saved or published. */
export function ArticlePreview({ blocks }: { blocks: readonly Block[] }) {
  return (
    <section aria-label={fr.articleForm.previewLabel}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'paragraph':
            return (
              <p key={index}>
                <Inlines content={block.content} />
              </p>
            );
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inlines content={item} />
                  </li>
                ))}
              </ul>
            );
          case 'image':
            return (
              <figure key={index}>
                <Picture image={block.image} />
                {block.caption && <figcaption>{block.caption}</figcaption>}
              </figure>
            );
          case 'services':
            return (
              <ul key={index}>
                {block.cards.map((card) => (
                  <li key={card.key}>{`${card.title} (${card.audience})`}</li>
                ))}
              </ul>
            );
          default:
            return null;
        }
      })}
    </section>
  );
}
