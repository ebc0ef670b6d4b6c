// Plain values only (no zod): the marketing remote draws the booking form with them, and ships
// without zod. The schemas are in bookings.ts.
import { enquiryFormulaKeys, OTHER_FORMULA } from './enquiryForm';

/**
 * Sessions booked online from a price card (issue 47, item 4): the constants and French messages
 * shared by her screen, the service pages and the server.
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
  moved:
    'Votre séance est déplacée. Je vous confirme le nouveau créneau au plus vite, par e-mail : d’ici là, il vous est gardé.',
  moveTooLate: 'Il est trop tard pour déplacer la séance en ligne : appelez-moi ou écrivez-moi.',
  moveLinkInvalid: 'Ce lien n’est pas valide, ou la réservation a été annulée ou refusée.',
  moveSameSlot: 'C’est déjà le créneau de votre séance : choisissez-en un autre dans la liste.',
  saved: 'Disponibilités enregistrées.',
} as const;

/** Minutes since midnight of an HH:MM the schema has checked. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The input name of the slot chosen in the booking form (its start, an ISO instant). */
export const BOOKING_SLOT_FIELD = 'start';

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

/** Days with free times a service page lists: the nearest ones, so that the page stays light. */
export const PAGE_SLOT_DAYS = 7;
/** The anchor of the booking forms on a service page. */
export const BOOKING_ANCHOR = 'reserver';

/** The service of a formula key (`solo-essentiel` → `solo`). */
export const serviceOfFormula = (formula: string) => formula.slice(0, formula.indexOf('-'));

export const BOOKING_STATUSES = ['en attente', 'confirmée', 'refusée', 'annulée'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
