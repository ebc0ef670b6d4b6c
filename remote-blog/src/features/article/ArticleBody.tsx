import type { Image } from '@lapm/contracts';
import { Card } from '@lapm/ui';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Block, Inline, ServiceLink } from '../../content/types';
import { frenchSpacing } from '../../content/typography';
import styles from './Article.module.css';
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
function ServiceCards({ cards }: { cards: readonly ServiceLink[] }) {
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

function BlockView({ block, onOpenImage }: { block: Block; onOpenImage: (image: Image) => void }) {
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
          <ZoomableImage image={block.image} onOpen={onOpenImage} />
          {block.caption && <figcaption>{frenchSpacing(block.caption)}</figcaption>}
        </figure>
      );
    case 'services':
      return <ServiceCards cards={block.cards} />;
  }
}

/** An article's body, block by block; its photos open in the overlay through onOpenImage. */
export function ArticleBody({
  blocks,
  onOpenImage,
}: {
  blocks: readonly Block[];
  onOpenImage: (image: Image) => void;
}) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} onOpenImage={onOpenImage} />
      ))}
    </div>
  );
}
