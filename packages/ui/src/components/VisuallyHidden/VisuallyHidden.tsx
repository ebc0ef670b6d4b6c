import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for assistive technologies only (a label the layout does not show). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.root}>{children}</span>;
}
