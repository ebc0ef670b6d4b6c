import { ButtonLink } from '@lapm/ui';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import styles from './AdminPage.module.css';

interface AdminPageProps {
  title: string;
  intro?: ReactNode;
  /** A link back to the list the screen belongs to. */
  back?: { to: string; label: string };
  /** Forms read best in a narrow column; lists of cards use the full width. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * Frame of every admin screen. React 19 moves <title> and <meta> into <head>; these
 * screens are private, so they also ask search engines not to index them.
 */
export function AdminPage({ title, intro, back, width = 'wide', children }: AdminPageProps) {
  return (
    <div className={width === 'narrow' ? styles.narrow : styles.wide}>
      <title>{fr.common.pageTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      {back && (
        <ButtonLink to={back.to} variant="quiet" size="small" className={styles.back}>
          <span aria-hidden="true">← </span>
          {back.label}
        </ButtonLink>
      )}
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
