import { LOGOUT_FORM_PATH, paths } from '@lapm/contracts';
import { CardGrid } from '@lapm/forms';
import { Tile } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { useLogout } from '../shared/useLogout';
import styles from './UserHomePage.module.css';

export default function UserHomePage() {
  const logout = useLogout();
  const t = fr.userHome;
  return (
    <AccountPage title={t.title} width="wide">
      <CardGrid>
        <li className={styles.item}>
          <Tile title={t.myInformation} description={t.myInformationText} to={paths.me} />
        </li>
        <li className={styles.item}>
          <Tile title={t.myAlbums} description={t.myAlbumsText} to={paths.myAlbums} />
        </li>
        <li className={styles.item}>
          <Tile title={t.galleryAccess} description={t.galleryAccessText} to={paths.galleryAccess} />
        </li>
        <li className={styles.item}>
          {/* A real form: the server logs out a visitor whose browser runs no script. */}
          <form method="post" action={LOGOUT_FORM_PATH} className={styles.logout}>
            <Tile title={t.logout} description={t.logoutText} onSelect={logout} submit />
          </form>
        </li>
      </CardGrid>
    </AccountPage>
  );
}
