import { usePostedForm } from '@lapm/api-client/page-data';
import {
  BOOKING_ANCHOR,
  BOOKING_SLOT_FIELD,
  type BookableSlots,
  type BookingField,
  ENQUIRY_HONEYPOT,
  ENQUIRY_STAMP,
  enquiryLimits,
  frenchDayWithWeekday,
  namedFormulaLabel,
  type PostedForm,
  pricedServiceNames,
  pricedServicePages,
  type ServicePageKey,
} from '@lapm/contracts';
import { ActionRow, Form, FormFeedback, fieldOf, SlotChoices, SubmitButton, useFormPost } from '@lapm/forms';
import { SectionHeading, TextArea } from '@lapm/ui';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMarketingPage } from '../../content/published';
import { fr } from '../../i18n/fr';
import { RobotGuards, useFormStamp } from '../shared/RobotGuards';
import { VisitorFields } from '../shared/VisitorFields';
import styles from './BookingSection.module.css';

/** The API client (with zod) is only downloaded to send or to fetch: drawing the list does not need it. */
const apiClient = () => import('@lapm/api-client');

/**
 * « Réserver en ligne » on a service page (issue 47): for each formula she made bookable, the
 * next free days and times as a list of choices, and a real `<form method="post">` to the page
 * itself, which the server answers without the app (web/form-handlers.ts) and draws again with
 * the list as it is then. The page's route loader reads the list with the rest of the page (on the
 * server, or through the API after a navigation). Nothing here when no formula of the service is bookable.
 */
export function BookingSection({ service }: { service: ServicePageKey }) {
  // On the service's own page only: another page showing its prices (the newborn page shows the
  // pregnancy ones) gets no slots from the server, and asking the API would load its client.
  return useLocation().pathname === pricedServicePages[service] ? <BookingForms service={service} /> : null;
}

function BookingForms({ service }: { service: ServicePageKey }) {
  const list = useMarketingPage(pricedServicePages[service]).slots ?? [];
  const posted = usePostedForm();
  if (list.length === 0) return null;
  return (
    <section id={BOOKING_ANCHOR} className={styles.section} aria-labelledby={`${BOOKING_ANCHOR}-titre`}>
      <SectionHeading id={`${BOOKING_ANCHOR}-titre`} eyebrow={pricedServiceNames[service]}>
        {fr.service.booking.eyebrow}
      </SectionHeading>
      {list.map((bookable) => (
        <BookingForm
          key={bookable.formula}
          service={service}
          bookable={bookable}
          {...(posted?.values.formula === bookable.formula && { posted })}
        />
      ))}
    </section>
  );
}

/** The days of a formula that still have a free time, without the times this page has just booked. */
function freeDays(bookable: BookableSlots, taken: readonly string[]) {
  return bookable.days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => !taken.includes(slot.start)) }))
    .filter((day) => day.slots.length > 0);
}

/**
 * The booking's sending: the posted answer when the server drew the page, else checked and sent by
 * the app; a time booked here is then gone from the list, and the form starts again.
 */
function useBookingPost({
  path,
  posted,
  setStamp,
  setTaken,
}: {
  path: string;
  posted: PostedForm | undefined;
  setStamp: (stamp: string) => void;
  setTaken: (update: (current: string[]) => string[]) => void;
}) {
  return useFormPost<BookingField>({
    path,
    ...(posted && { posted }),
    async send(data, form) {
      const values = Object.fromEntries(
        [
          'formula',
          BOOKING_SLOT_FIELD,
          'firstname',
          'lastname',
          'email',
          'phone',
          'message',
          ENQUIRY_HONEYPOT,
          ENQUIRY_STAMP,
        ].map((name) => [name, fieldOf(data, name)]),
      );
      const { api, checkBookingForm } = await apiClient();
      const check = checkBookingForm(values);
      if (!check.ok) return { problem: check.problem };
      const answer = await api.bookings.send(check.payload);
      setTaken((current) => [...current, String(values[BOOKING_SLOT_FIELD])]);
      form.reset();
      setStamp('');
      return { outcome: { kind: 'success', text: answer.message ?? '' } };
    },
  });
}

/** Who books: the names, the e-mail, the phone and a word for her. */
function BookerFields({
  sentValue,
  field,
}: {
  sentValue: (name: BookingField) => string;
  field: (name: BookingField) => { id: string; name: BookingField; error: ReactNode };
}) {
  const t = fr.service.booking;
  return (
    <>
      <VisitorFields sentValue={sentValue} field={field} phone={{ label: t.phone }} />
      <TextArea
        label={t.message}
        rows={3}
        maxLength={enquiryLimits.message}
        defaultValue={sentValue('message')}
        {...field('message')}
      />
    </>
  );
}

function BookingForm({
  service,
  bookable,
  posted,
}: {
  service: ServicePageKey;
  bookable: BookableSlots;
  posted?: PostedForm;
}) {
  const t = fr.service.booking;
  const served = usePostedForm();
  const [stamp, setStamp] = useFormStamp(
    posted?.values[ENQUIRY_STAMP] ?? served?.values[ENQUIRY_STAMP] ?? '',
  );
  const [taken, setTaken] = useState<string[]>([]);
  const anchor = `${BOOKING_ANCHOR}-${bookable.formula}`;
  const { pending, outcome, idOf, errorOf, sentValue, formProps } = useBookingPost({
    path: `${pricedServicePages[service]}#${anchor}`,
    posted,
    setStamp,
    setTaken,
  });

  const days = freeDays(bookable, taken);
  const field = (name: BookingField) => ({ id: `${anchor}-${idOf(name)}`, name, error: errorOf(name) });

  return (
    <div id={anchor} className={styles.formula}>
      <h3 className={styles.heading}>{t.heading(namedFormulaLabel(bookable))}</h3>
      <p className={styles.intro}>{t.intro(t.length(bookable.minutes))}</p>
      {days.length === 0 ? (
        <p>{t.noSlot}</p>
      ) : (
        <Form {...formProps} onFocus={() => void apiClient().catch(() => undefined)}>
          <input type="hidden" name="formula" value={bookable.formula} />
          <SlotChoices
            idPrefix={anchor}
            name={BOOKING_SLOT_FIELD}
            legend={t.slots}
            days={days}
            dayLabel={frenchDayWithWeekday}
            checked={sentValue(BOOKING_SLOT_FIELD)}
            error={errorOf(BOOKING_SLOT_FIELD)}
          />
          <BookerFields sentValue={sentValue} field={field} />
          <RobotGuards idPrefix={anchor} stamp={stamp} />
          <ActionRow>
            <SubmitButton busy={pending} label={t.submit} busyLabel={t.submitting} />
          </ActionRow>
          <FormFeedback outcome={outcome} />
        </Form>
      )}
      {days.length === 0 && <FormFeedback outcome={outcome} />}
    </div>
  );
}
