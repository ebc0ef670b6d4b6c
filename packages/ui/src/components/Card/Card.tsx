import type { Image } from '@lapm/contracts';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { cx } from '../../internal/cx';
import { type Photo, Picture } from '../Picture/Picture';
import styles from './Card.module.css';

export interface CardProps {
  title: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** A line above the content: date, id, role… */
  meta?: ReactNode;
  image?: Image | Photo;
  /** Ratio of the image frame (width / height); 3 / 2 by default. */
  imageRatio?: number;
  /** How wide the image is shown, for its `srcset` (see Picture's `sizes`): the column of its grid. */
  imageSizes?: string;
  /** The page's largest image is this card's: loaded at once, with high priority (see Picture). */
  imagePriority?: boolean;
  /** The whole card links here (the title is the link's name). */
  to?: To;
  /** stacked: photo above the text; overlay: text on the photo, over a dark veil. */
  variant?: 'stacked' | 'overlay';
  /** Buttons or links at the bottom, above the card link. */
  actions?: ReactNode;
  /** The element of the card itself: 'li' inside a list of cards. */
  as?: 'article' | 'li' | 'div';
  /** The card's own address in its page (`/tarifs#clé`): links point to it. */
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A content card: blog entry, service, album, user… */
export function Card({
  title,
  headingLevel = 3,
  meta,
  image,
  imageRatio = 3 / 2,
  imageSizes,
  imagePriority,
  to,
  variant = 'stacked',
  actions,
  as: Element = 'article',
  id,
  className,
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      id={id}
      className={cx(
        styles.card,
        to !== undefined && styles.linked,
        variant === 'overlay' && styles.overlay,
        className,
      )}
    >
      {image && (
        <div className={styles.media}>
          <Picture image={image} ratio={imageRatio} sizes={imageSizes} priority={imagePriority} />
        </div>
      )}
      <div className={styles.body}>
        {meta && <p className={styles.meta}>{meta}</p>}
        <Heading className={styles.title}>
          {to !== undefined ? (
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children && <div className={styles.content}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Element>
  );
}
