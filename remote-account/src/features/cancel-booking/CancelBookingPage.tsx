import { paths, RESET_TOKEN_PARAM } from '@lapm/contracts';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { LinkButtonForm } from '../shared/LinkButtonForm';
import { outcomeOf } from '../shared/outcome';

/** Opened from the link of a booking's confirmation e-mail: the session is cancelled by its button. */
export default function CancelBookingPage() {
  const [searchParams] = useSearchParams();
  const t = fr.cancelBooking;
  const token = searchParams.get(RESET_TOKEN_PARAM) ?? '';

  return (
    <AccountPage title={t.title} head={publicFormHeads.cancelBooking} intro={t.intro}>
      <LinkButtonForm
        path={paths.cancelBooking}
        token={token}
        submitLabel={t.submit}
        send={async () => {
          const { api } = await loadApiClient();
          const answer = await api.bookings.cancel(token);
          return { outcome: outcomeOf(answer, answer.message ?? '') };
        }}
      />
    </AccountPage>
  );
}
