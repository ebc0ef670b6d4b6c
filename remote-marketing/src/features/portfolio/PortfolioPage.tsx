import { DRAW_ATTRIBUTE, DRAWN_ITEM_ATTRIBUTE, paths, sample } from '@lapm/contracts';
import { DocumentHead } from '@lapm/seo';
import { Gallery, imageKey, SectionHeading } from '@lapm/ui';
import { useState } from 'react';
import { head, structuredData } from '../../content/heads/portfolio';
import type { Photo } from '../../content/images';
import { placedOr, usePlacements } from '../../content/placements';
import { type PortfolioAlbum, portfolioAlbums } from '../../content/portfolio';
import { fr } from '../../i18n/fr';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';

/**
 * The photos the server drew for this visit (DRAW_ATTRIBUTE), which the visitor sees from the
 * first paint. Hydrating, the page adopts that draw: a different one would keep the served
 * images under the new draw's labels. Null when the page was not served with this album drawn
 * (opened from another page).
 */
function servedDraw(album: PortfolioAlbum, pool: readonly Photo[]): Photo[] | null {
  const list = document.querySelector(`[aria-labelledby="${album.id}"] ul[${DRAW_ATTRIBUTE}]`);
  if (!list) return null;
  const byKey = new Map(pool.map((photo) => [imageKey(photo), photo]));
  const drawn = [...list.children].map((item) => byKey.get(item.getAttribute(DRAWN_ITEM_ATTRIBUTE) ?? ''));
  const complete = drawn.length === album.shown && drawn.every((photo) => photo !== undefined);
  return complete ? (drawn as Photo[]) : null;
}

/**
 * Each album's photos for this visit (docs/decisions/0006): her selection when she made one,
 * else the demo pool. A pool no larger than the album shows whole, in her order; a larger one
 * is drawn once (spec section 9: random samples on load), in the server's render, or the draw
 * the page was served, else one drawn here.
 */
function useDrawnPhotos(album: PortfolioAlbum, pool: readonly Photo[]): Photo[] {
  const [photos] = useState(() =>
    pool.length <= album.shown
      ? [...pool]
      : typeof document === 'undefined'
        ? sample(pool, album.shown)
        : (servedDraw(album, pool) ?? sample(pool, album.shown)),
  );
  return photos;
}

/** A column of the albums' grid (12rem thumbnails at least): one, two from 27rem, up to five. */
const thumbSizes =
  '(min-width: 76rem) 14rem, (min-width: 55rem) 23vw, (min-width: 41rem) 31vw, (min-width: 27rem) 46vw, 100vw';

function Album({ album, first = false }: { album: PortfolioAlbum; first?: boolean }) {
  const pool = placedOr(usePlacements(paths.portfolio), album.place, album.pool);
  const photos = useDrawnPhotos(album, pool);
  return (
    <section className={pageStyles.section} aria-labelledby={album.id}>
      <SectionHeading id={album.id}>{album.title}</SectionHeading>
      <p className={pageStyles.prose}>{album.description}</p>
      <Gallery
        images={photos}
        label={fr.portfolio.galleryLabel(album.title)}
        ratio={1}
        minThumbWidth="12rem"
        sizes={thumbSizes}
        draw={pool.length > album.shown ? album.shown : undefined}
        first={first}
      />
    </section>
  );
}

export default function PortfolioPage() {
  const { landscapes, street, urban, portraits } = portfolioAlbums;
  return (
    <div>
      <DocumentHead head={head} structuredData={structuredData} />
      <PageHeader title={fr.portfolio.title} lead={fr.portfolio.intro} />
      <Album album={landscapes} first />
      <Album album={street} />
      <Album album={urban} />
      <section className={pageStyles.section}>
        <h2 className={pageStyles.sectionTitle}>{fr.portfolio.multipleHeading}</h2>
        <div className={pageStyles.prose}>
          {fr.portfolio.multipleText.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <Album album={portraits} />
    </div>
  );
}
