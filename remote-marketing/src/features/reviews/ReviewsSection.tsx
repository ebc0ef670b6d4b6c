import { frenchRating, type Review } from '@lapm/contracts';
import { ReviewCard, SectionHeading } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { meanRating, newestFirst } from '../../lib/reviews';
import styles from './ReviewsSection.module.css';

export interface ReviewsSectionProps {
  id: string;
  heading: string;
  reviews: readonly Review[];
}

/** A service's customer reviews, newest first, with their mean rating. */
export function ReviewsSection({ id, heading, reviews }: ReviewsSectionProps) {
  const mean = meanRating(reviews);
  if (mean === null) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={fr.service.reviewsEyebrow}>
        {heading}
      </SectionHeading>
      <p className={styles.mean}>{fr.service.rating(frenchRating(mean), reviews.length)}</p>
      <ul className={styles.list} aria-label={fr.service.reviewsLabel}>
        {newestFirst(reviews).map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}
