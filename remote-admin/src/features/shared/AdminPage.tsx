import { paths } from '@lapm/contracts';
import { PageFrame } from '@lapm/forms';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import styles from './AdminPage.module.css';

interface AdminPageProps {
  title: string;
  intro?: ReactNode;
  /**
   * A link back to the list the screen belongs to; the admin home by default, so that every
   * screen has a way back on a phone, where the site's menu holds no admin link. `null` on the home.
   */
  back?: { to: string; label: string } | null;
  /** Forms read best in a narrow column; lists of cards use the full width. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * Frame of every admin screen. React 19 moves <title> and <meta> into <head>; these
 * screens are private, so they also ask search engines not to index them.
 */
const home = { to: paths.admin, label: fr.adminHome.backHome };

export function AdminPage({ width = 'wide', back = home, ...frame }: AdminPageProps) {
  const head = (
    <>
      <title>{fr.common.pageTitle(frame.title)}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
  return <PageFrame {...frame} back={back ?? undefined} width={width} head={head} className={styles.frame} />;
}
