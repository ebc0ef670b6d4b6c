import { api } from '@lapm/api-client';
import { frenchDay, frenchDayInWords, galleryMessages, galleryPath, type MyAlbum } from '@lapm/contracts';
import { ButtonLink, Card, VisuallyHidden } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { ContactStudio } from '../shared/StudioContact';
import styles from './MyAlbumsPage.module.css';

/**
 * One album of « Mes albums »: its button to the gallery, what identifies it, and until when it
 * can be seen. Each part is its own component because each has its own case to decide (where the
 * link goes, whether there is a code, whether the album has ended).
 */

const t = fr.myAlbums;

/** Only web links open from a card: a stored "javascript:" or "data:" link would run in the site. */
function webLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The album's own gallery on this site (its link, set when the studio adds photos, is the page's
 * absolute address under the site's public origin): opened in place, at this origin.
 */
function hostedGallery(album: MyAlbum): string | null {
  if (!album.lien) return null;
  try {
    const path = galleryPath(album.id_album);
    return new URL(album.lien).pathname === path ? path : null;
  } catch {
    return null;
  }
}

/** « Ouvrir »: the gallery on this site in place, an outside link in a new tab, or nothing. */
function OpenAlbum({ album, titleId }: { album: MyAlbum; titleId: string }) {
  const hosted = hostedGallery(album);
  const link = hosted ? null : webLink(album.lien);
  if (hosted)
    return (
      <ButtonLink
        to={hosted}
        aria-describedby={titleId}
        ping={api.albums.openedPingUrl(album.id_album)}
        onClick={() => api.albums.reportOpened(album.id_album)}
      >
        {t.open}
      </ButtonLink>
    );
  if (!link) return null;
  return (
    // The link opens as the spec wants; the click is also reported, for the studio to see
    // the gallery was looked at.
    <ButtonLink
      href={link}
      newTab
      aria-describedby={titleId}
      ping={api.albums.openedPingUrl(album.id_album)}
      onClick={() => api.albums.reportOpened(album.id_album)}
    >
      {t.open}
      <VisuallyHidden> {fr.common.newTab}</VisuallyHidden>
    </ButtonLink>
  );
}

function AlbumDetails({ album }: { album: MyAlbum }) {
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>{t.firstname}</dt>
      <dd className={styles.value}>{album.firstname}</dd>
      <dt className={styles.term}>{t.lastname}</dt>
      <dd className={styles.value}>{album.lastname}</dd>
      {album.access_password !== null && (
        <>
          <dt className={styles.term}>{t.accessPassword}</dt>
          <dd className={`${styles.value} ${styles.code}`}>{album.access_password}</dd>
        </>
      )}
      <dt className={styles.term}>{t.date}</dt>
      <dd className={styles.value}>{album.date}</dd>
    </dl>
  );
}

/** Until when the album can be seen, or since when it cannot. */
function Availability({ album }: { album: MyAlbum }) {
  if (!album.available_until) return null;
  if (album.expired)
    return (
      // Ended: no link nor code any more, but she knows it was there and whom to ask.
      <>
        <p className={styles.expired}>{galleryMessages.expiredOn(frenchDayInWords(album.available_until))}</p>
        <p className={styles.availability}>
          <ContactStudio />
        </p>
      </>
    );
  return <p className={styles.availability}>{t.availableUntil(frenchDay(album.available_until))}</p>;
}

export function AlbumCard({ album }: { album: MyAlbum }) {
  const titleId = `album-${album.id_album}`;
  return (
    <Card
      as="li"
      headingLevel={2}
      title={<span id={titleId}>{t.cardTitle(album.id_album, album.title)}</span>}
      actions={<OpenAlbum album={album} titleId={titleId} />}
    >
      <AlbumDetails album={album} />
      <Availability album={album} />
    </Card>
  );
}
