import type { FormCheck } from './accountForms';
import {
  BOOKING_STATUSES,
  type BookingField,
  bookingMessages,
  minutesOf,
  WEEKDAY_LABELS,
} from './bookingForm';
import { isIsoDay } from './dates';
import { enquiryPayloadSchema } from './enquiries';
import { isFormulaReference } from './enquiryForm';
import { trimmed } from './entities';
import { z } from './zod';

/**
 * Sessions booked online from a price card (issue 47, item 4): her availability, the slots a
 * visitor picks from, and the bookings she confirms or declines. Times are the studio's
 * (Europe/Paris); instants travel as ISO strings in UTC.
 */

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingMessages.timeInvalid);

const weekdayHoursSchema = z
  .object({ open: z.boolean(), start: timeOfDay, end: timeOfDay })
  .refine((day) => !day.open || minutesOf(day.end) > minutesOf(day.start), {
    message: bookingMessages.endBeforeStart,
    path: ['end'],
  });

const bookableFormulaSchema = z.object({
  formula: z.string().refine(isFormulaReference, bookingMessages.formulaInvalid),
  minutes: z
    .number(bookingMessages.durationInvalid)
    .int(bookingMessages.durationInvalid)
    .min(15, bookingMessages.durationInvalid)
    .max(720, bookingMessages.durationInvalid),
});

/**
 * Her availability (« Disponibilités »), checked with this schema by her screen and by the server:
 * the hours of each weekday (a closed day is her day off), dates she blocks (holidays), a pause
 * between two sessions, one wedding a day, the rules of notice and cancellation, and the formulas
 * bookable online with the length of each.
 */
export const availabilitySchema = z.object({
  weeklyHours: z.array(weekdayHoursSchema).length(7),
  blockedDates: z.array(z.string().refine(isIsoDay, bookingMessages.dayInvalid)).max(366),
  bufferMinutes: z
    .number(bookingMessages.bufferInvalid)
    .int(bookingMessages.bufferInvalid)
    .min(0, bookingMessages.bufferInvalid)
    .max(240, bookingMessages.bufferInvalid),
  oneWeddingPerDay: z.boolean(),
  noticeHours: z
    .number(bookingMessages.noticeInvalid)
    .int(bookingMessages.noticeInvalid)
    .min(0, bookingMessages.noticeInvalid)
    .max(720, bookingMessages.noticeInvalid),
  cancelHours: z
    .number(bookingMessages.cancelInvalid)
    .int(bookingMessages.cancelInvalid)
    .min(0, bookingMessages.cancelInvalid)
    .max(720, bookingMessages.cancelInvalid),
  formulas: z
    .array(bookableFormulaSchema)
    .max(100)
    .superRefine((formulas, context) => {
      formulas.forEach(({ formula }, index) => {
        if (formulas.findIndex((other) => other.formula === formula) !== index)
          context.addIssue({
            code: 'custom',
            message: bookingMessages.formulaTwice,
            path: [index, 'formula'],
          });
      });
    }),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Until she sets hers: weekdays 9:00–18:00, nothing bookable online. */
export const defaultAvailability: Availability = {
  weeklyHours: WEEKDAY_LABELS.map((_, index) => ({ open: index < 5, start: '09:00', end: '18:00' })),
  blockedDates: [],
  bufferMinutes: 30,
  oneWeddingPerDay: true,
  noticeHours: 24,
  cancelHours: 48,
  formulas: [],
};

/** Her screen: the availability and the secret address of her calendar feed. */
export const availabilityResponseSchema = z.object({ data: availabilitySchema, feedUrl: z.string() });
export const feedResponseSchema = z.object({ feedUrl: z.string() });

/** One free start time: its instant, and how the list says it (« 10:30 »). */
export const slotSchema = z.object({ start: z.string(), time: z.string() });
/** The free times of one day of the studio's calendar (YYYY-MM-DD). */
export const slotDaySchema = z.object({ day: z.string(), slots: z.array(slotSchema) });
export type SlotDay = z.infer<typeof slotDaySchema>;
/** A formula of a service page bookable online: its length and its next free days. */
export const bookableSlotsSchema = z.object({
  formula: z.string(),
  /** Its name on the page now (null only for a key never published, which is not offered). */
  formulaName: z.string().nullable(),
  minutes: z.number(),
  days: z.array(slotDaySchema),
});
export type BookableSlots = z.infer<typeof bookableSlotsSchema>;
/** GET /api/bookings/slots?service=solo: each bookable formula of the service, in her order. */
export const slotListResponseSchema = z.object({ data: z.array(bookableSlotsSchema) });

const contact = enquiryPayloadSchema.pick({
  firstname: true,
  lastname: true,
  email: true,
  phone: true,
  website: true,
  startedAt: true,
});

/**
 * A booking as the visitor sends it (POST /api/bookings): the formula, the slot's start, then the
 * enquiry's own rules for the contact fields, the honeypot and the stamp.
 */
export const bookingPayloadSchema = z.object({
  formula: z.string().refine(isFormulaReference, bookingMessages.formulaInvalid),
  start: z.iso.datetime({ message: bookingMessages.slotInvalid }),
  ...contact.shape,
  message: trimmed().max(5000, bookingMessages.messageTooLong).default(''),
});
export type BookingPayload = z.input<typeof bookingPayloadSchema>;

/** The booking form as the visitor filled it in, by input name: the browser's app and the server's form handler. */
export function checkBookingForm(
  values: Partial<Record<string, string>>,
): FormCheck<BookingPayload, BookingField> {
  const parsed = bookingPayloadSchema.safeParse({ ...values, start: values.start || undefined });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0]) as BookingField;
  // A slot not chosen is a missing field, whatever zod calls it.
  const message = field === 'start' ? bookingMessages.slotInvalid : (issue?.message ?? '');
  return { ok: false, problem: { field, message } };
}

/** A booking as her list shows it (« Réservations »). */
export const bookingSchema = z.object({
  id: z.number(),
  formula: z.string(),
  /** The last name she published for the formula (kept after she removes it); null for a key never published. */
  formulaName: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListResponseSchema = z.object({ data: z.array(bookingSchema) });
export const bookingResponseSchema = z.object({ data: bookingSchema });
/** Her answer: a pending booking confirmed or declined. */
export const bookingDecisionSchema = z.object({
  status: z.enum(['confirmée', 'refusée'], bookingMessages.statusInvalid),
});
export type BookingDecision = z.infer<typeof bookingDecisionSchema>;
/** The visitor's cancellation, from the link of their e-mail. */
export const bookingCancelSchema = z.object({ token: z.string().min(1).max(200) });
/** The visitor's move, from the link of their e-mail: the same secret, and the new slot's start. */
export const bookingMoveSchema = bookingCancelSchema.extend({
  start: z.iso.datetime({ message: bookingMessages.slotInvalid }),
});
export type BookingMovePayload = z.infer<typeof bookingMoveSchema>;

/**
 * The move page (« Déplacer ma réservation »): the booking its link names, where it is now, and
 * the free slots of its formula; `problem` says why it cannot be moved (a dead link, too late).
 */
export const bookingMoveViewSchema = z.object({
  formula: z.string(),
  formulaName: z.string().nullable(),
  start: z.string(),
  minutes: z.number(),
  days: z.array(slotDaySchema),
  problem: z.string(),
});
export type BookingMoveView = z.infer<typeof bookingMoveViewSchema>;
export const bookingMoveViewResponseSchema = z.object({ data: bookingMoveViewSchema });
export const bookingMovedResponseSchema = z.object({ message: z.string(), data: bookingMoveViewSchema });
