import type { Outcome } from '../submission/useSubmission';
import styles from './Form.module.css';

/**
 * The line under a form. The status region is always in the page so that a success
 * text written into it is announced; an error is an alert, announced on arrival.
 */
export function FormFeedback({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <p role="status" className={`${styles.feedback} ${styles.success}`}>
        {outcome?.kind === 'success' ? outcome.text : null}
      </p>
      {outcome?.kind === 'error' && (
        <p role="alert" className={`${styles.feedback} ${styles.danger}`}>
          {outcome.text}
        </p>
      )}
    </>
  );
}
