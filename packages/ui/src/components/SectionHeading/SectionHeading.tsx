import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './SectionHeading.module.css';

export interface SectionHeadingProps {
  /** The anchor (`tarifs-portrait-solo`): the heading's id, reached by `#id` links. */
  id: string;
  level?: 2 | 3;
  /** A small line above the title ('Tarifs'). */
  eyebrow?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A section title with an anchor. The "#" self-link sits beside the heading, not inside
 * it, so the heading's accessible name stays its text alone.
 */
export function SectionHeading({ id, level = 2, eyebrow, className, children }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.heading}>
        {children}
      </Heading>
      <a href={`#${id}`} className={styles.anchor} aria-describedby={id}>
        <span aria-hidden="true">#</span>
        <VisuallyHidden>{fr.sectionHeading.anchor}</VisuallyHidden>
      </a>
    </div>
  );
}
