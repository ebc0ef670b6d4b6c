import { usePageData, usePostedForm } from '@lapm/api-client/page-data';
import {
  BOOKING_MOVE_DATA,
  BOOKING_SLOT_FIELD,
  bookingMessages,
  frenchDayInWords,
  frenchDayWithWeekday,
  namedFormulaLabel,
  paths,
  RESET_TOKEN_PARAM,
  STUDIO_TIME_ZONE,
  studioDay,
} from '@lapm/contracts';
import {
  ActionRow,
  Form,
  FormError,
  FormFeedback,
  fieldOf,
  SlotChoices,
  SubmitButton,
  useFormPost,
} from '@lapm/forms';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { AccountPage } from '../shared/AccountPage';
import { loadApiClient, loadsApiClient } from '../shared/apiClient';
import { publicFormHeads } from '../shared/heads';
import { failureText } from '../shared/outcome';

const clock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: STUDIO_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Opened from the link of a booking's e-mail (« Déplacer ma réservation »): where the session is
 * now, and the free times of its formula as a real `<form method="post">` to this page, which the
 * server answers without the app (web/form-handlers.ts) and draws again with the list as it is
 * then. The app sends the same choice through the API and shows the list it answers with.
 */
export default function MoveBookingPage() {
  const [searchParams] = useSearchParams();
  const t = fr.moveBooking;
  const token = searchParams.get(RESET_TOKEN_PARAM) ?? '';
  const served = usePageData(BOOKING_MOVE_DATA, async () =>
    (await loadApiClient()).routeData(paths.moveBooking, { token }),
  );
  const [view, setView] = useState(served);
  const { pending, outcome, errorOf, formProps } = useFormPost<typeof BOOKING_SLOT_FIELD>({
    path: paths.moveBooking,
    posted: usePostedForm(),
    describe: failureText,
    async send(data) {
      const start = fieldOf(data, BOOKING_SLOT_FIELD);
      if (!start) return { problem: { field: BOOKING_SLOT_FIELD, message: bookingMessages.slotInvalid } };
      const { api } = await loadApiClient();
      try {
        const answer = await api.bookings.move(token, start);
        setView(answer.data);
        return { outcome: { kind: 'success', text: answer.message } };
      } catch (failure) {
        // A slot taken meanwhile leaves the list: it is asked for again, as the server draws it.
        setView(await api.bookings.moveView(token).catch(() => view));
        throw failure;
      }
    },
  });

  const start = view.start ? new Date(view.start) : undefined;
  return (
    <AccountPage title={t.title} head={publicFormHeads.moveBooking} intro={t.intro}>
      {start && (
        <p>{t.current(namedFormulaLabel(view), frenchDayInWords(studioDay(start)), clock.format(start))}</p>
      )}
      {view.problem ? (
        <FormError>{view.problem}</FormError>
      ) : view.days.length === 0 ? (
        <p>{t.noSlot}</p>
      ) : (
        <Form {...formProps} {...loadsApiClient}>
          <input type="hidden" name={RESET_TOKEN_PARAM} value={token} />
          <SlotChoices
            idPrefix="deplacer"
            name={BOOKING_SLOT_FIELD}
            legend={t.slots}
            days={view.days}
            dayLabel={frenchDayWithWeekday}
            error={errorOf(BOOKING_SLOT_FIELD)}
          />
          <ActionRow>
            <SubmitButton busy={pending} label={t.submit} busyLabel={fr.common.sending} />
          </ActionRow>
          <FormFeedback outcome={outcome} />
        </Form>
      )}
      {(view.problem || view.days.length === 0) && outcome?.text !== view.problem && (
        <FormFeedback outcome={outcome} />
      )}
    </AccountPage>
  );
}
