import type { ReactNode } from 'react';
import styles from './Details.module.css';

/** Read-only label / value pairs: a card's fields, or what an edit form does not change. */
export function Details({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.details}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
