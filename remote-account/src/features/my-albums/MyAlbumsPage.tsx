import { useServedValue } from '@lapm/api-client/page-data';
import { type MyAlbum, matchesSearch, paths, visitorLoaders } from '@lapm/contracts';
import { CardGrid, useListSearch, useLoad } from '@lapm/forms';
import { ListState, SearchBox } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { failureText } from '../shared/outcome';
import { visitorSource } from '../shared/visitorSource';
import { AlbumCard } from './AlbumCard';
import styles from './MyAlbumsPage.module.css';

const albumMatches = (term: string, album: MyAlbum) =>
  matchesSearch(term, album.id_album, [album.firstname, album.lastname, album.date]);

/** The page's loader, the one the server draws it with for its visitor (docs/decisions/0026). */
const loader = visitorLoaders[paths.myAlbums];
const loadAlbums = () => loader.load(visitorSource, {});

export default function MyAlbumsPage() {
  // The server gives the albums when it draws the page for its visitor (it works without the app).
  const served = useServedValue<MyAlbum[]>(loader.key({}));
  const loaded = useLoad(loadAlbums, failureText);
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
          {shown.map((album) => (
            <AlbumCard key={album.id_album} album={album} />
          ))}
        </CardGrid>
      </ListState>
    </AccountPage>
  );
}
