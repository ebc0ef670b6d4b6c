import { logOut } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import { useSession } from '@lapm/session';
import { Button, Tile } from '@lapm/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { useAdminLoader } from '../shared/useAdminLoader';
import styles from './AdminHomePage.module.css';

export default function AdminHomePage() {
  const text = fr.adminHome;
  const claims = useSession((state) => state.claims);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const summary = useAdminLoader(paths.admin).state;
  const newEnquiries = summary.status === 'ready' ? summary.data.newCount : undefined;

  async function logout() {
    setLeaving(true);
    await logOut();
    navigate(paths.login);
  }

  return (
    <AdminPage
      title={text.title}
      intro={claims && text.greeting(claims.firstname, claims.lastname)}
      back={null}
    >
      <ul className={styles.tiles} aria-label={text.tilesLabel}>
        <li>
          <Tile
            title={text.myInformation}
            description={text.myInformationText}
            status="online"
            to={paths.adminMe}
          />
        </li>
        <li>
          <Tile title={text.users} description={text.usersText} status="online" to={paths.adminUsers} />
        </li>
        <li>
          <Tile title={text.albums} description={text.albumsText} status="online" to={paths.adminAlbums} />
        </li>
        <li>
          <Tile
            title={text.articles}
            description={text.articlesText}
            status="online"
            to={paths.adminArticles}
          />
        </li>
        <li>
          <Tile title={text.photos} description={text.photosText} status="online" to={paths.adminPhotos} />
        </li>
        <li>
          <Tile
            title={text.placements}
            description={text.placementsText}
            status="online"
            to={paths.adminPlacements}
          />
        </li>
        <li>
          <Tile
            title={text.siteContent}
            description={text.siteContentText}
            status="online"
            to={paths.adminSiteContent}
          />
        </li>
        <li>
          <Tile
            title={text.enquiries}
            description={text.enquiriesText(newEnquiries)}
            status="online"
            to={paths.adminEnquiries}
          />
        </li>
        <li>
          <Tile
            title={text.bookings}
            description={text.bookingsText}
            status="online"
            to={paths.adminBookings}
          />
        </li>
        <li>
          <Tile title={text.invoices} description={text.comingSoon} status="offline" />
        </li>
        <li>
          <Tile title={text.statistics} description={text.comingSoon} status="offline" />
        </li>
      </ul>
      <Button variant="secondary" className={styles.logout} disabled={leaving} onClick={logout}>
        {text.logout}
      </Button>
    </AdminPage>
  );
}
