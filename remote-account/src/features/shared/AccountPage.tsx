import { NoIndexHead } from '@lapm/seo';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import styles from './AccountPage.module.css';

interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  /** Forms read best in a narrow column; lists of cards use the full width. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * Frame of every account screen: page title and heading. Account screens are private or
 * transactional, so they ask search engines not to index them; the head is marked as a
 * page's, so that a prerendered form keeps it.
 */
export function AccountPage({ title, intro, width = 'narrow', children }: AccountPageProps) {
  return (
    <div className={width === 'narrow' ? styles.narrow : styles.wide}>
      <NoIndexHead title={fr.common.pageTitle(title)} />
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
