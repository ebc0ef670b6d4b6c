import type { FormCheck } from './accountForms';
import { isIsoDay } from './dates';
import { enquiryPayloadSchema } from './enquiries';
import { enquiryFormulaKeys, OTHER_FORMULA } from './enquiryForm';
import { trimmed } from './entities';
import { z } from './zod';

/**
 * Sessions booked online from a price card (issue 47, item 4): her availability, the slots a
 * visitor picks from, and the bookings she confirms or declines. Times are the studio's
 * (Europe/Paris); instants travel as ISO strings in UTC.
 */

/** The formulas a booking can name: every priced one (« autre » is an enquiry, never a booking). */
export const bookingFormulaKeys: readonly string[] = enquiryFormulaKeys.filter(
  (key) => key !== OTHER_FORMULA,
);

/** Monday first, as a French week: index 0 is Monday, 6 Sunday. */
export const WEEKDAY_LABELS = [
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
  'Dimanche',
] as const;

/** How far ahead a visitor can book, and the step between two start times offered (minutes). */
export const BOOKING_HORIZON_DAYS = 60;
export const SLOT_STEP_MINUTES = 30;

export const bookingMessages = {
  timeInvalid: 'Indiquez une heure au format HH:MM, par exemple 09:30.',
  endBeforeStart: 'L’heure de fin doit venir après l’heure de début.',
  dayInvalid: 'Indiquez une date au format AAAA-MM-JJ, par exemple 2026-12-24.',
  bufferInvalid: 'La pause entre deux séances va de 0 à 240 minutes.',
  noticeInvalid: 'Le délai de prévenance va de 0 à 720 heures.',
  cancelInvalid: 'Le délai d’annulation va de 0 à 720 heures.',
  durationInvalid: 'La durée d’une séance va de 15 à 720 minutes.',
  formulaInvalid: 'Choisissez une formule dans la liste.',
  formulaTwice: 'Cette formule est déjà dans la liste.',
  slotInvalid: 'Choisissez un créneau dans la liste.',
  slotTaken:
    'Ce créneau vient d’être réservé par quelqu’un d’autre : choisissez-en un autre dans la liste, mise à jour.',
  slotUnavailable: 'Ce créneau n’est plus proposé : choisissez-en un autre dans la liste.',
  notBookable: 'Cette formule ne se réserve pas en ligne : écrivez-moi depuis la page Contact.',
  messageTooLong: 'Le message ne doit pas dépasser 5000 caractères.',
  requested:
    'Merci, votre demande de réservation est bien envoyée. Le créneau vous est gardé : je vous confirme la séance au plus vite, par e-mail.',
  statusInvalid: 'Choisissez « confirmée » ou « refusée ».',
  notFound: 'Cette réservation n’existe pas ou plus.',
  alreadyDecided: 'Cette réservation a déjà reçu une réponse.',
  cancelled: 'Votre réservation est annulée. Le créneau est de nouveau libre.',
  cancelTooLate: 'Il est trop tard pour annuler en ligne : appelez-moi ou écrivez-moi.',
  cancelLinkInvalid: 'Ce lien d’annulation n’est pas valide, ou la réservation est déjà annulée.',
  saved: 'Disponibilités enregistrées.',
} as const;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingMessages.timeInvalid);
/** Minutes since midnight of an HH:MM the schema has checked. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const weekdayHoursSchema = z
  .object({ open: z.boolean(), start: timeOfDay, end: timeOfDay })
  .refine((day) => !day.open || minutesOf(day.end) > minutesOf(day.start), {
    message: bookingMessages.endBeforeStart,
    path: ['end'],
  });

const bookableFormulaSchema = z.object({
  formula: z.string().refine((key) => bookingFormulaKeys.includes(key), bookingMessages.formulaInvalid),
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
    .max(bookingFormulaKeys.length)
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
  minutes: z.number(),
  days: z.array(slotDaySchema),
});
export type BookableSlots = z.infer<typeof bookableSlotsSchema>;
/** GET /api/bookings/slots?service=solo: each bookable formula of the service, in her order. */
export const slotListResponseSchema = z.object({ data: z.array(bookableSlotsSchema) });
/** The key of the service page's data (page-data.ts) that carries its free slots. */
export const BOOKING_SLOTS_DATA = 'booking-slots';
/** Days with free times a service page lists: the nearest ones, so that the page stays light. */
export const PAGE_SLOT_DAYS = 7;
/** The anchor of the booking forms on a service page. */
export const BOOKING_ANCHOR = 'reserver';

/** The service of a formula key (`solo-essentiel` → `solo`). */
export const serviceOfFormula = (formula: string) => formula.slice(0, formula.indexOf('-'));

/** The input name of the slot chosen in the booking form (its start, an ISO instant). */
export const BOOKING_SLOT_FIELD = 'start';

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
  formula: z.string().refine((key) => bookingFormulaKeys.includes(key), bookingMessages.formulaInvalid),
  start: z.iso.datetime({ message: bookingMessages.slotInvalid }),
  ...contact.shape,
  message: trimmed().max(5000, bookingMessages.messageTooLong).default(''),
});
export type BookingPayload = z.input<typeof bookingPayloadSchema>;

export type BookingField = 'formula' | 'start' | 'firstname' | 'lastname' | 'email' | 'phone' | 'message';
/** The fields the visitor fills in, in the form's order (the formula is the form's own). */
export const BOOKING_FIELDS: readonly BookingField[] = [
  'formula',
  'start',
  'firstname',
  'lastname',
  'email',
  'phone',
  'message',
];

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

export const BOOKING_STATUSES = ['en attente', 'confirmée', 'refusée', 'annulée'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking as her list shows it (« Réservations »). */
export const bookingSchema = z.object({
  id: z.number(),
  formula: z.string(),
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
