import { ButtonLink } from '@lapm/ui';
import type { ReactNode } from 'react';
import styles from './PageFrame.module.css';

export interface PageFrameProps {
  title: string;
  /** The page head (title, robots…): each space decides how its screens are indexed. */
  head: ReactNode;
  intro?: ReactNode;
  /** A link back to the list the screen belongs to. */
  back?: { to: string; label: string };
  /** Forms read best in a narrow column; lists of cards use the full width. */
  width: 'narrow' | 'wide';
  /** A class of the space, setting the frame's custom properties (--page-narrow-width…). */
  className?: string;
  children: ReactNode;
}

/** Frame of an account or admin screen: head, optional back link, heading, intro, content. */
export function PageFrame({ title, head, intro, back, width, className, children }: PageFrameProps) {
  const frame = width === 'narrow' ? styles.narrow : styles.wide;
  return (
    <div className={className ? `${frame} ${className}` : frame}>
      {head}
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
