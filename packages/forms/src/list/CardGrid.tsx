import type { ReactNode } from 'react';
import styles from './List.module.css';

/**
 * A list laid out as a grid of cards or tiles, as many columns as fit. `className` may set
 * --card-min-width (16rem by default), and nothing the grid itself sets (the two classes'
 * order in the page is not fixed).
 */
export function CardGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={className ? `${styles.grid} ${className}` : styles.grid}>{children}</ul>;
}
