import type { Image } from '@lapm/contracts';
import { Card, Picture } from '@lapm/ui';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styles from './ArticleBody.module.css';
import type { Block, Inline, OfferCard } from './markdown';
import { frenchSpacing } from './typography';
import { ZoomableImage } from './ZoomableImage';

// An article's blocks are never reordered on screen: a block's position is a stable React key.

function Inlines({ content }: { content: readonly Inline[] }) {
  return content.map((inline, index) =>
    typeof inline === 'string' ? (
      <Fragment key={index}>{frenchSpacing(inline)}</Fragment>
    ) : (
      <Link key={index} to={inline.to}>
        {frenchSpacing(inline.text)}
      </Link>
    ),
  );
}

/** A column of .services (Article.module.css) in the 50rem article: one, two, then three. */
const serviceCardSizes = '(min-width: 53rem) 16rem, (min-width: 35rem) 41vw, 100vw';

/** The offer cards closing an article: the whole card links to the offer page. */
function ServiceCards({ cards }: { cards: readonly OfferCard[] }) {
  return (
    <ul className={styles.services}>
      {cards.map((card) => (
        <Card
          key={card.key}
          as="li"
          title={card.title}
          meta={card.audience}
          image={card.image}
          imageRatio={4 / 3}
          imageSizes={serviceCardSizes}
          to={card.to}
        >
          <p>{frenchSpacing(card.description)}</p>
        </Card>
      ))}
    </ul>
  );
}

type OpenImage = ((image: Image) => void) | undefined;

function BlockView({ block, onOpenImage }: { block: Block; onOpenImage: OpenImage }) {
  switch (block.type) {
    case 'heading':
      return <h2 className={styles.heading}>{frenchSpacing(block.text)}</h2>;
    case 'paragraph':
      return (
        <p>
          <Inlines content={block.content} />
        </p>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines content={item} />
            </li>
          ))}
        </ul>
      );
    case 'image':
      return (
        <figure className={styles.figure}>
          {onOpenImage ? (
            <ZoomableImage image={block.image} onOpen={onOpenImage} />
          ) : (
            <div className={styles.still}>
              <Picture image={block.image} />
            </div>
          )}
          {block.caption && <figcaption>{frenchSpacing(block.caption)}</figcaption>}
        </figure>
      );
    case 'services':
      return <ServiceCards cards={block.cards} />;
  }
}

/**
 * An article's body, block by block, as the blog shows it and the admin previews it: French
 * spacing, links inside the site through the router, offer cards as cards. On the blog its
 * photos open in the overlay through onOpenImage; without it (the preview) they are plain photos.
 */
export function ArticleBody({
  blocks,
  onOpenImage,
}: {
  blocks: readonly Block[];
  onOpenImage?: (image: Image) => void;
}) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} onOpenImage={onOpenImage} />
      ))}
    </div>
  );
}
