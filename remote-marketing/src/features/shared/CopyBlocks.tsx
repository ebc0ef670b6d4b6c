import { Gallery } from '@lapm/ui';
import type { Photo } from '../../content/images';
import { placedOr, usePlacements } from '../../content/placements';
import type { Block } from '../../content/types';
import { CopyLinks } from './CopyLinks';
import styles from './Page.module.css';
import { Paragraph } from './Paragraph';

/** A column of the Gallery grid (16rem thumbnails at least): one, two from 36rem, three from 54rem, four. */
const gallerySizes = '(min-width: 76rem) 17rem, (min-width: 54rem) 31vw, (min-width: 36rem) 46vw, 100vw';

/** A gallery the photographer fills from her library (docs/decisions/0011): her photos, else the demo ones. */
function PlacedGallery({
  page,
  place,
  heading,
  images,
}: {
  page: string;
  place: string;
  heading: string;
  images: Photo[];
}) {
  const placed = placedOr(usePlacements(page), place, images);
  if (placed.length === 0) return null;
  return <Gallery images={placed} label={heading} sizes={gallerySizes} name={place} />;
}

/**
 * A page's copy, block after block: text sections and photo galleries. `page` is the page's path,
 * whose data carries the galleries' placed photos.
 */
export function CopyBlocks({ blocks, page }: { blocks: readonly Block[]; page?: string }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'text' ? (
          <section key={block.heading} className={styles.section}>
            <h2 className={styles.sectionTitle}>{block.heading}</h2>
            <div className={styles.prose}>
              {block.paragraphs.map((paragraph) => (
                <Paragraph key={paragraph} text={paragraph} />
              ))}
              {block.bullets && (
                <ul>
                  {block.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </div>
            {block.links && <CopyLinks links={block.links} />}
          </section>
        ) : (
          <section key={block.heading} className={styles.section}>
            <h2 className={styles.sectionTitle}>{block.heading}</h2>
            {block.place && page ? (
              <PlacedGallery page={page} place={block.place} heading={block.heading} images={block.images} />
            ) : (
              <Gallery
                images={block.images}
                label={block.heading}
                sizes={gallerySizes}
                name={`galerie-${index + 1}`}
              />
            )}
          </section>
        ),
      )}
    </>
  );
}
