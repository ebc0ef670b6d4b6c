import { adminEditAlbumPath, paths } from '@lapm/contracts';
import { SearchableList } from '@lapm/forms';
import { ButtonLink, Card, VisuallyHidden } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { Details } from '../shared/Details';
import { albumMatches } from '../shared/search';
import { useAdminLoader } from '../shared/useAdminLoader';
import { albumStatusItems } from './albumStatus';
import { TrashSection } from './TrashSection';

export default function AlbumsPage() {
  const text = fr.albums;
  return (
    <AdminPage title={text.title}>
      <SearchableList
        state={useAdminLoader(paths.adminAlbums).state}
        matches={albumMatches}
        text={text}
        toolbar={<ButtonLink to={paths.adminCreateAlbum}>{text.create}</ButtonLink>}
        renderItem={(album) => (
          <Card
            key={album.id_album}
            as="li"
            headingLevel={2}
            title={`${album.firstname} ${album.lastname}`}
            meta={text.cardMeta(album.id_album)}
            actions={
              <ButtonLink to={adminEditAlbumPath(album.id_album)} variant="secondary" size="small">
                {fr.common.edit}
                <VisuallyHidden>{` ${text.cardMeta(album.id_album)}`}</VisuallyHidden>
              </ButtonLink>
            }
          >
            <Details
              items={[
                ...(album.title ? ([[text.albumTitle, album.title]] as const) : []),
                [fr.common.email, album.email],
                [fr.common.date, album.date],
                ...albumStatusItems(album),
              ]}
            />
          </Card>
        )}
      />
      <TrashSection />
    </AdminPage>
  );
}
