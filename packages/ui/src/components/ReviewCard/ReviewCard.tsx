import { REVIEW_EXCERPT_LENGTH, REVIEW_SCALE, type Review } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { cx } from '../../internal/cx';
import styles from './ReviewCard.module.css';

export interface ReviewCardProps {
  review: Review;
  className?: string;
}

/**
 * A customer review. Comments over 100 characters show their first 100 with a
 * 'Voir plus...' toggle ('Voir moins...' once expanded), which needs no script. The note is drawn as stars and
 * read as 'Note : 4 sur 5'.
 */
export function ReviewCard({ review, className }: ReviewCardProps) {
  const long = review.commentaire.length > REVIEW_EXCERPT_LENGTH;
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
      {long ? (
        // A <details> opens and closes before any script as after: the excerpt gives way to
        // the whole comment, and the summary's words follow its state (ReviewCard.module.css).
        <div className={styles.long}>
          <blockquote className={cx(styles.comment, styles.excerpt)}>
            {review.commentaire.slice(0, REVIEW_EXCERPT_LENGTH)}
          </blockquote>
          <details className={styles.more}>
            <summary className={styles.toggle}>
              <span className={styles.whenClosed}>{fr.review.more}</span>
              <span className={styles.whenOpen}>{fr.review.less}</span>
            </summary>
            <blockquote className={styles.comment}>{review.commentaire}</blockquote>
          </details>
        </div>
      ) : (
        <blockquote className={styles.comment}>{review.commentaire}</blockquote>
      )}
    </figure>
  );
}
