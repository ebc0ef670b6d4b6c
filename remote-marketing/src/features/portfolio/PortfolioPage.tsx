import { DocumentHead } from '@lapm/seo';
import { Gallery, SectionHeading } from '@lapm/ui';
import { useLayoutEffect, useState } from 'react';
import { head, structuredData } from '../../content/heads/portfolio';
import { type PortfolioAlbum, portfolioAlbums } from '../../content/portfolio';
import { fr } from '../../i18n/fr';
import { sample } from '../../lib/sample';
import pageStyles from '../shared/Page.module.css';
import { PageHeader } from '../shared/PageHeader';

/**
 * Draws each album's photos once per visit, so a page re-render does not reshuffle them. The
 * draw comes right after the first render, before the browser paints it: that first render
 * shows the album's first photos, so the prerendered page and the browser's hydration of it
 * agree (hydration adopts the server's elements, a different draw would keep the server's
 * images under the new draw's labels).
 */
function useSampled(album: PortfolioAlbum) {
  const [photos, setPhotos] = useState(() => album.pool.slice(0, album.shown));
  useLayoutEffect(() => setPhotos(sample(album.pool, album.shown)), [album]);
  return photos;
}

/** A column of the albums' grid (12rem thumbnails at least): one, two from 27rem, up to five. */
const thumbSizes =
  '(min-width: 76rem) 14rem, (min-width: 55rem) 23vw, (min-width: 41rem) 31vw, (min-width: 27rem) 46vw, 100vw';

function Album({ album }: { album: PortfolioAlbum }) {
  const photos = useSampled(album);
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
      <Album album={landscapes} />
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
