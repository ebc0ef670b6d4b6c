import { Picture } from '@lapm/ui';
import type { ReactNode } from 'react';
import type { Photo } from '../../content/images';
import styles from './Page.module.css';

/** The page column: 76rem less the gutters on a wide screen, about the whole viewport below. */
export const heroSizes = '(min-width: 76rem) 70rem, 100vw';

export interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** The page's largest image: loaded at once, with high priority. */
  hero?: Photo;
  /** The frame's width / height: the hero's own unless given. */
  heroRatio?: number;
}

export function PageHeader({ title, eyebrow, lead, hero, heroRatio }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {hero && (
        <Picture
          image={hero}
          ratio={heroRatio ?? hero.width / hero.height}
          sizes={heroSizes}
          priority
          className={styles.hero}
        />
      )}
    </header>
  );
}
