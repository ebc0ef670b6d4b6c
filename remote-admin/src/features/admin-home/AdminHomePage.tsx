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

  /** The screens she works in, a tile each; those still to come follow them, offline. */
  const screens = [
    { title: text.myInformation, description: text.myInformationText, to: paths.adminMe },
    { title: text.users, description: text.usersText, to: paths.adminUsers },
    { title: text.albums, description: text.albumsText, to: paths.adminAlbums },
    { title: text.articles, description: text.articlesText, to: paths.adminArticles },
    { title: text.photos, description: text.photosText, to: paths.adminPhotos },
    { title: text.placements, description: text.placementsText, to: paths.adminPlacements },
    { title: text.siteContent, description: text.siteContentText, to: paths.adminSiteContent },
    { title: text.enquiries, description: text.enquiriesText(newEnquiries), to: paths.adminEnquiries },
    { title: text.bookings, description: text.bookingsText, to: paths.adminBookings },
  ];

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
        {screens.map(({ title, description, to }) => (
          <li key={to}>
            <Tile title={title} description={description} status="online" to={to} />
          </li>
        ))}
        {[text.invoices, text.statistics].map((title) => (
          <li key={title}>
            <Tile title={title} description={text.comingSoon} status="offline" />
          </li>
        ))}
      </ul>
      <Button variant="secondary" className={styles.logout} disabled={leaving} onClick={logout}>
        {text.logout}
      </Button>
    </AdminPage>
  );
}
