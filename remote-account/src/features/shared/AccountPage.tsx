import type { PageHead } from '@lapm/contracts';
import { PageFrame } from '@lapm/forms';
import { DocumentHead, NoIndexHead } from '@lapm/seo';
import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import styles from './AccountPage.module.css';

interface AccountPageProps {
  title: string;
  /** Public forms (login, registration, password reset): their indexable head. */
  head?: PageHead;
  intro?: ReactNode;
  /** Forms read best in a narrow column; lists of cards use the full width. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * Frame of every account screen: page head and heading. The public forms have a page head
 * like any public page; the screens behind login ask search engines not to index them. The
 * head is marked as a page's, so that it replaces the one the server sent.
 */
export function AccountPage({ head, width = 'narrow', ...frame }: AccountPageProps) {
  const pageHead = head ? (
    <DocumentHead head={head} />
  ) : (
    <NoIndexHead title={fr.common.pageTitle(frame.title)} />
  );
  return <PageFrame {...frame} width={width} head={pageHead} className={styles.frame} />;
}
