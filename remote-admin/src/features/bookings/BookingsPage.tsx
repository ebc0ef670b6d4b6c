import { api } from '@lapm/api-client';
import {
  type Booking,
  type BookingDecision,
  frenchDay,
  matchesSearch,
  namedFormulaLabel,
  paths,
  STUDIO_TIME_ZONE,
  studioDay,
} from '@lapm/contracts';
import { errorMessage, SearchableList } from '@lapm/forms';
import { Button, Card } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { AdminPage } from '../shared/AdminPage';
import { Details } from '../shared/Details';
import { useAdminLoader } from '../shared/useAdminLoader';
import { AvailabilityForm } from './AvailabilityForm';
import styles from './BookingsPage.module.css';

const time = new Intl.DateTimeFormat('fr-FR', {
  timeZone: STUDIO_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
/** « 29/03/2026 à 10:00 », on the studio's clock whatever the device's. */
const whenOf = (start: string) =>
  `${frenchDay(studioDay(new Date(start)))} à ${time.format(new Date(start))}`;

const bookingMatches = (term: string, booking: Booking) =>
  matchesSearch(term, booking.id, [
    booking.firstname,
    booking.lastname,
    booking.email,
    namedFormulaLabel(booking),
    booking.status,
    whenOf(booking.start),
  ]);

/** « Réservations »: the sessions booked online, which she confirms or declines, then her rules and her feed. */
export default function BookingsPage() {
  const text = fr.bookings;
  // Her answers given here since the list was loaded, and an answer the API refused.
  const [answered, setAnswered] = useState<Record<number, Booking['status']>>({});
  const [failures, setFailures] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);

  async function decide(id: number, status: BookingDecision['status']) {
    setBusy(id);
    setFailures(({ [id]: _, ...rest }) => rest);
    try {
      const updated = await api.bookings.decide(id, status);
      setAnswered((current) => ({ ...current, [id]: updated.status }));
    } catch (failure) {
      setFailures((current) => ({ ...current, [id]: errorMessage(failure) }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <AdminPage title={text.title} intro={text.intro}>
      <h2 className={styles.heading}>{text.listHeading}</h2>
      <SearchableList
        state={useAdminLoader(paths.adminBookings).state}
        matches={bookingMatches}
        text={text}
        renderItem={(booking) => {
          const status = answered[booking.id] ?? booking.status;
          const name = `${booking.firstname} ${booking.lastname}`;
          return (
            <Card
              key={booking.id}
              as="li"
              headingLevel={3}
              title={name}
              meta={text.cardMeta(booking.id, text.statuses[status])}
            >
              <Details
                items={[
                  [text.when, whenOf(booking.start)],
                  [text.formula, namedFormulaLabel(booking)],
                  [fr.common.email, <a href={`mailto:${booking.email}`}>{booking.email}</a>],
                  [text.phone, booking.phone || text.none],
                  [text.message, booking.message || text.none],
                ]}
              />
              {status === 'en attente' && (
                <div className={styles.actions}>
                  <Button
                    disabled={busy === booking.id}
                    aria-label={`${text.confirm} : ${name}`}
                    onClick={() => void decide(booking.id, 'confirmée')}
                  >
                    {text.confirm}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy === booking.id}
                    aria-label={`${text.decline} : ${name}`}
                    onClick={() => void decide(booking.id, 'refusée')}
                  >
                    {text.decline}
                  </Button>
                </div>
              )}
              {failures[booking.id] && (
                <p role="alert" className={styles.failure}>
                  {failures[booking.id]}
                </p>
              )}
            </Card>
          );
        }}
      />
      <AvailabilityForm />
    </AdminPage>
  );
}
