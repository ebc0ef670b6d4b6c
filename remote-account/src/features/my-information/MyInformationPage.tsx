import { paths } from '@lapm/contracts';
import { useSession } from '@lapm/session';
import { Link, useLocation } from 'react-router-dom';
import { fr } from '../../i18n/fr';

/** Read-only profile, from the session's claims (refreshed by every profile update). */
export default function MyInformationPage() {
  const claims = useSession((state) => state.claims);
  const { pathname } = useLocation();
  const editPath = pathname.startsWith(paths.admin) ? paths.adminMeEdit : paths.meEdit;
  if (!claims) return null;
  const t = fr.myInformation;
  return (
    <section>
      <h1>{t.title}</h1>
      <dl>
        <dt>{t.firstname}</dt>
        <dd>{claims.firstname}</dd>
        <dt>{t.lastname}</dt>
        <dd>{claims.lastname}</dd>
        <dt>{t.address}</dt>
        <dd>{claims.address || t.noAddress}</dd>
        <dt>{t.email}</dt>
        <dd>{claims.email}</dd>
      </dl>
      <Link to={editPath} className="button">
        {t.edit}
      </Link>
    </section>
  );
}
