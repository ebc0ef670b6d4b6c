import { api } from '@lapm/api-client';
import { errorMessage, FormFeedback, type Outcome } from '@lapm/forms';
import { Button, TextField } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './BookingsPage.module.css';

/** Her private calendar feed's address, and a new one when the old one may have leaked. */
export function CalendarFeed({ initial }: { initial: string }) {
  const text = fr.bookings;
  const [url, setUrl] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function revoke() {
    setOutcome(null);
    try {
      setUrl(await api.bookings.revokeFeed());
      setOutcome({ kind: 'success', text: text.revokeDone });
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorMessage(failure) });
    }
  }
  return (
    <section aria-labelledby="calendrier">
      <h2 id="calendrier" className={styles.heading}>
        {text.feedHeading}
      </h2>
      <p>{text.feedIntro}</p>
      <TextField label={text.feedLabel} value={url} readOnly className={styles.feed} />
      <Button variant="secondary" onClick={() => void revoke()}>
        {text.revoke}
      </Button>
      <FormFeedback outcome={outcome} />
    </section>
  );
}
