import { FormFeedback } from '@lapm/forms';
import { useSession } from '@lapm/session';
import { ButtonLink } from '@lapm/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { noticeOf } from '../shared/notice';
import styles from './MyInformationPage.module.css';
import { PersonalDataSection } from './PersonalDataSection';
import { useProfilePaths } from './profilePaths';

/** Read-only profile, from the session's claims (refreshed by every profile update). */
export default function MyInformationPage() {
  const claims = useSession((state) => state.claims);
  const { edit } = useProfilePaths();
  // What the last save has to say (a new address waiting for its link), written after the first
  // render into the status region already on the page, so that screen readers announce it.
  const notice = noticeOf(useLocation().state);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(notice), [notice]);
  if (!claims) return null;
  const t = fr.myInformation;
  return (
    <AccountPage title={t.title}>
      <FormFeedback outcome={shown ? { kind: 'success', text: shown } : null} />
      <dl className={styles.details}>
        <dt className={styles.term}>{t.firstname}</dt>
        <dd className={styles.value}>{claims.firstname}</dd>
        <dt className={styles.term}>{t.lastname}</dt>
        <dd className={styles.value}>{claims.lastname}</dd>
        <dt className={styles.term}>{t.address}</dt>
        <dd className={styles.value}>{claims.address || t.noAddress}</dd>
        <dt className={styles.term}>{t.email}</dt>
        <dd className={styles.value}>{claims.email}</dd>
      </dl>
      <ButtonLink to={edit}>{t.edit}</ButtonLink>
      <PersonalDataSection canDelete={claims.role === 'user'} />
    </AccountPage>
  );
}
