import { useDrawSeed } from '@lapm/api-client/page-data';
import { paths } from '@lapm/contracts';
import { Gallery, SectionHeading } from '@lapm/ui';
import { useState } from 'react';
import { head, structuredData } from '../../content/heads/portfolio';
import type { Photo } from '../../content/images';
import { placedOr, usePlacements } from '../../content/placements';
import { type PortfolioAlbum, portfolioAlbums } from '../../content/portfolio';
import { fr } from '../../i18n/fr';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';
import { PublishedHead } from '../shared/PublishedHead';
import { sample, seededRandom } from './draw';

/**
 * Each album's photos for this visit (docs/decisions/0006): her selection when she made one,
 * else the demo pool. A pool no larger than the album shows whole, in her order; a larger one
 * is drawn once (spec section 9: random samples on load) from the page's seed, the same on
 * the server and while the browser hydrates the page it sent; without one, at random.
 */
function useDrawnPhotos(album: PortfolioAlbum, pool: readonly Photo[]): Photo[] {
  const seed = useDrawSeed();
  const [photos] = useState(() =>
    pool.length <= album.shown
      ? [...pool]
      : sample(pool, album.shown, seed === undefined ? Math.random : seededRandom(seed, album.id)),
  );
  return photos;
}

/** A column of the albums' grid (12rem thumbnails at least): one, two from 27rem, up to five. */
const thumbSizes =
  '(min-width: 76rem) 14rem, (min-width: 55rem) 23vw, (min-width: 41rem) 31vw, (min-width: 27rem) 46vw, 100vw';

function Album({ album, first = false }: { album: PortfolioAlbum; first?: boolean }) {
  const pool = placedOr(usePlacements(paths.portfolio), album.place, album.pool);
  const photos = useDrawnPhotos(album, pool);
  // She emptied this album with no fallback: it leaves the page rather than show demo photos.
  if (pool.length === 0) return null;
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
        name={album.id}
      />
    </section>
  );
}

export default function PortfolioPage() {
  const { landscapes, street, urban, portraits } = portfolioAlbums;
  return (
    <div>
      <PublishedHead head={head} structuredData={structuredData} />
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
