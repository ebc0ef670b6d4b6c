import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { cx } from '../../internal/cx';
import styles from './Tile.module.css';

export type TileStatus = 'online' | 'offline';

interface TileCommon {
  title: string;
  description?: ReactNode;
  /** Shows the 'En ligne' / 'Hors ligne' badge; an offline tile is never a link. */
  status?: TileStatus;
  className?: string;
}

export type TileProps = TileCommon &
  (
    | { to: To; onSelect?: never }
    | {
        onSelect: () => void;
        to?: never;
        /** The button sends the form it sits in when the app has not started; the app calls `onSelect`. */
        submit?: boolean;
      }
    | { to?: undefined; onSelect?: undefined }
  );

/** A dashboard entry (account and admin homes): a link, a button (Déconnexion) or, offline, neither. */
export function Tile(props: TileProps) {
  const { title, description, status, to, onSelect, className } = props;
  const offline = status === 'offline';
  const content = (
    <>
      <span className={styles.title}>{title}</span>
      {description && <span className={styles.description}>{description}</span>}
      {status && (
        <span className={cx(styles.status, offline ? styles.off : styles.online)}>
          {offline ? fr.tile.offline : fr.tile.online}
        </span>
      )}
    </>
  );
  if (!offline && to !== undefined) {
    return (
      <Link to={to} className={cx(styles.tile, styles.interactive, className)}>
        {content}
      </Link>
    );
  }
  if (!offline && onSelect) {
    return (
      <button
        type={'submit' in props && props.submit ? 'submit' : 'button'}
        onClick={(event) => {
          event.preventDefault();
          onSelect();
        }}
        className={cx(styles.tile, styles.interactive, className)}
      >
        {content}
      </button>
    );
  }
  return <div className={cx(styles.tile, offline && styles.offline, className)}>{content}</div>;
}
