import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/**
 * A list laid out as a grid of cards or tiles (CardGrid.module.css). `className` may set its
 * custom properties, and nothing the grid itself sets (the two classes' order in the page is not
 * fixed).
 */
export function CardGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={className ? `${styles.grid} ${className}` : styles.grid}>{children}</ul>;
}
