import { REVIEW_EXCERPT_LENGTH, REVIEW_SCALE, type Review } from '@lapm/contracts';
import { useId, useState } from 'react';
import { fr } from '../../i18n/fr';
import { cx } from '../../internal/cx';
import styles from './ReviewCard.module.css';

export interface ReviewCardProps {
  review: Review;
  className?: string;
}

/**
 * A customer review. Comments over 100 characters show their first 100 with a
 * 'Voir plus...' toggle ('Voir moins...' once expanded). The note is drawn as stars and
 * read as 'Note : 4 sur 5'.
 */
export function ReviewCard({ review, className }: ReviewCardProps) {
  const [expanded, setExpanded] = useState(false);
  const commentId = useId();
  const long = review.commentaire.length > REVIEW_EXCERPT_LENGTH;
  const text = long && !expanded ? review.commentaire.slice(0, REVIEW_EXCERPT_LENGTH) : review.commentaire;
  const filled = Math.round(review.note);
  return (
    <figure className={cx(styles.card, className)}>
      <figcaption className={styles.header}>
        <p className={styles.name}>{review.nom}</p>
        <span className={styles.date}>{review.date}</span>
      </figcaption>
      <p className={styles.stars} role="img" aria-label={fr.review.rating(review.note, REVIEW_SCALE)}>
        {'★'.repeat(filled)}
        <span className={styles.empty}>{'★'.repeat(REVIEW_SCALE - filled)}</span>
      </p>
      <blockquote className={styles.comment} id={commentId}>
        {text}
      </blockquote>
      {long && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={commentId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? fr.review.less : fr.review.more}
        </button>
      )}
    </figure>
  );
}
