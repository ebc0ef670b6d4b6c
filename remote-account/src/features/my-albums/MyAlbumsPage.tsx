import { api } from '@lapm/api-client';
import { useServedValue } from '@lapm/api-client/page-data';
import {
  frenchDay,
  frenchDayInWords,
  galleryMessages,
  galleryPath,
  MY_ALBUMS_KEY,
  type MyAlbum,
  matchesSearch,
} from '@lapm/contracts';
import { CardGrid, useListSearch, useLoad } from '@lapm/forms';
import { ButtonLink, Card, ListState, SearchBox, VisuallyHidden } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { failureText } from '../shared/outcome';
import { ContactStudio } from '../shared/StudioContact';
import styles from './MyAlbumsPage.module.css';

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

const albumMatches = (term: string, album: MyAlbum) =>
  matchesSearch(term, album.id_album, [album.firstname, album.lastname, album.date]);

export default function MyAlbumsPage() {
  // The server gives the albums when it renders the page for its visitor (it works without the app).
  const served = useServedValue<MyAlbum[]>(MY_ALBUMS_KEY);
  const loaded = useLoad(api.albums.mine, failureText);
  const { term, setTerm, shown, error, status } = useListSearch(
    served && loaded.status === 'loading' ? { status: 'ready', data: served } : loaded,
    albumMatches,
  );
  const t = fr.myAlbums;

  return (
    <AccountPage title={t.title} intro={t.intro} width="wide">
      <SearchBox
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={term}
        onChange={setTerm}
        className={styles.search}
      />
      <ListState
        status={status}
        loadingText={t.loading}
        errorMessage={error}
        emptyText={t.empty}
        noMatchText={t.noMatch(term)}
      >
        <CardGrid className={styles.list}>
          {shown.map((album) => {
            const titleId = `album-${album.id_album}`;
            const hosted = hostedGallery(album);
            const link = hosted ? null : webLink(album.lien);
            return (
              <Card
                key={album.id_album}
                as="li"
                headingLevel={2}
                title={<span id={titleId}>{t.cardTitle(album.id_album, album.title)}</span>}
                actions={
                  hosted ? (
                    <ButtonLink
                      to={hosted}
                      aria-describedby={titleId}
                      ping={api.albums.openedPingUrl(album.id_album)}
                      onClick={() => api.albums.reportOpened(album.id_album)}
                    >
                      {t.open}
                    </ButtonLink>
                  ) : (
                    link && (
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
                    )
                  )
                }
              >
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
                {album.expired && album.available_until ? (
                  // Ended: no link nor code any more, but she knows it was there and whom to ask.
                  <>
                    <p className={styles.expired}>
                      {galleryMessages.expiredOn(frenchDayInWords(album.available_until))}
                    </p>
                    <p className={styles.availability}>
                      <ContactStudio />
                    </p>
                  </>
                ) : (
                  album.available_until && (
                    <p className={styles.availability}>
                      {t.availableUntil(frenchDay(album.available_until))}
                    </p>
                  )
                )}
              </Card>
            );
          })}
        </CardGrid>
      </ListState>
    </AccountPage>
  );
}
