import { type ContactDocument, frenchDayInWords, studio } from '@lapm/contracts';
import { escapeHtml, type MailAttachment, type MailMessage, STUDIO_INBOX } from '../../mail/mailer';
import { contactLine } from '../enquiries/emails';
import { bookingCalendar, type CalendarBooking, formulaLabelOf } from './calendar';
import { clockLabel, wallTimeOf } from './paris-time';

export interface MailedBooking extends CalendarBooking {
  email: string;
  phone: string | null;
  message: string;
}

/** « le 29 mars 2026 à 10:00 », on the studio's clock. */
export function whenOf(start: Date): string {
  const { day, minutes } = wallTimeOf(start);
  return `le ${frenchDayInWords(day)} à ${clockLabel(minutes)}`;
}

const invite = (booking: MailedBooking, reader: 'studio' | 'visitor', host: string): MailAttachment => ({
  filename: 'reservation.ics',
  content: bookingCalendar([booking], reader, host),
  contentType: 'text/calendar; charset=utf-8',
});

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** To the studio when a visitor holds a slot: everything typed; « Répondre » writes to the visitor. */
export function studioRequestEmail(booking: MailedBooking, adminUrl: string): MailMessage {
  const formula = formulaLabelOf(booking);
  const name = `${booking.firstname} ${booking.lastname}`;
  const lines = [
    `Nouvelle réservation n° ${booking.id} à confirmer : ${formula}, ${whenOf(booking.startsAt)}.`,
    `Nom : ${name}`,
    `E-mail : ${booking.email}`,
    `Téléphone : ${booking.phone || '—'}`,
    `Message : ${booking.message || '—'}`,
    `Confirmez ou refusez-la dans « Réservations » : ${adminUrl}`,
  ];
  return {
    to: STUDIO_INBOX,
    replyTo: booking.email,
    subject: `Réservation à confirmer : ${formula} – ${name}`,
    text: `${lines.join('\n')}\n`,
    html: paragraphs(lines),
  };
}

/** The visitor's links of one booking: the same secret opens its cancellation and its move. */
export interface BookingLinks {
  cancel: string;
  move: string;
}

/**
 * What a message to the visitor carries besides her booking: her two links and her limit, the
 * site's host (the calendar event's identity) and how to reach the studio.
 */
export interface VisitorLetter {
  links: BookingLinks;
  cancelHours: number;
  host: string;
  contact: ContactDocument;
}

/** The lines that give the visitor her two links, and her limit. */
const linkLines = ({ links, cancelHours }: VisitorLetter) => [
  `Un empêchement ? Vous pouvez annuler ou déplacer la séance jusqu’à ${cancelHours} heures avant.`,
  `Déplacer ma réservation : ${links.move}`,
  `Annuler ma réservation : ${links.cancel}`,
];

/** Signed with how to reach her, as she published it in Contact's details. */
const closeOf = (contact: ContactDocument) => [
  'À bientôt,',
  `${studio.photographer}, ${studio.name}`,
  contactLine(contact),
];
const toVisitor = (
  booking: MailedBooking,
  subject: string,
  lines: readonly string[],
  contact: ContactDocument,
) => ({
  to: booking.email,
  subject,
  text: `Bonjour,\n\n${lines.join('\n\n')}\n\n${closeOf(contact).join('\n')}\n`,
  html: [
    '<p>Bonjour,</p>',
    paragraphs(lines),
    `<p>${closeOf(contact).map(escapeHtml).join('<br>')}</p>`,
  ].join('\n'),
});

/**
 * To the visitor once she has answered. Anyone can type someone else's address in the form: the
 * message repeats nothing typed but the slot chosen, and its only links are the booking's own.
 */
export function visitorDecisionEmail(
  booking: MailedBooking,
  confirmed: boolean,
  letter: VisitorLetter,
): MailMessage {
  const formula = formulaLabelOf(booking);
  const when = whenOf(booking.startsAt);
  const lines = confirmed
    ? [
        `Votre séance ${formula} est confirmée ${when}. Le fichier joint l’ajoute à votre agenda.`,
        ...linkLines(letter),
      ]
    : [
        `Je ne peux malheureusement pas vous recevoir ${when} pour la séance ${formula}. Le créneau est libéré : choisissez-en un autre sur le site, ou écrivez-moi.`,
      ];
  return {
    ...toVisitor(
      booking,
      confirmed
        ? `Votre séance est confirmée – ${studio.name}`
        : `Votre demande de réservation – ${studio.name}`,
      lines,
      letter.contact,
    ),
    ...(confirmed && { attachments: [invite(booking, 'visitor', letter.host)] }),
  };
}

/** To the visitor who moved her session: the event at its new time, to be confirmed again. */
export function visitorMovedEmail(booking: MailedBooking, before: Date, letter: VisitorLetter): MailMessage {
  const formula = formulaLabelOf(booking);
  const lines = [
    `Votre séance ${formula} est déplacée ${whenOf(booking.startsAt)}, au lieu du ${whenOf(before).slice(3)}. Le fichier joint met à jour votre agenda.`,
    'Je vous confirme ce nouveau créneau au plus vite : d’ici là, il vous est gardé.',
    ...linkLines(letter),
  ];
  return {
    ...toVisitor(booking, `Votre séance est déplacée – ${studio.name}`, lines, letter.contact),
    attachments: [invite(booking, 'visitor', letter.host)],
  };
}

/** To the studio when a visitor moves her session: the event at its new time, to confirm again. */
export function studioMovedEmail(
  booking: MailedBooking,
  before: Date,
  adminUrl: string,
  host: string,
): MailMessage {
  const formula = formulaLabelOf(booking);
  const name = `${booking.firstname} ${booking.lastname}`;
  const lines = [
    `${name} a déplacé la séance ${formula} (réservation n° ${booking.id}) : elle était prévue ${whenOf(before)}, elle l’est désormais ${whenOf(booking.startsAt)}. Le fichier joint met à jour votre agenda.`,
    `Confirmez ou refusez ce nouveau créneau dans « Réservations » : ${adminUrl}`,
  ];
  return {
    to: STUDIO_INBOX,
    replyTo: booking.email,
    subject: `Réservation déplacée : ${formula} – ${name}`,
    text: `${lines.join('\n')}\n`,
    html: paragraphs(lines),
    attachments: [invite(booking, 'studio', host)],
  };
}

/** To the studio once she has confirmed: the event for her own calendar. */
export function studioConfirmedEmail(booking: MailedBooking, host: string): MailMessage {
  const formula = formulaLabelOf(booking);
  const name = `${booking.firstname} ${booking.lastname}`;
  const line = `Réservation n° ${booking.id} confirmée : ${formula} avec ${name}, ${whenOf(booking.startsAt)}. Le fichier joint l’ajoute à votre agenda.`;
  return {
    to: STUDIO_INBOX,
    replyTo: booking.email,
    subject: `Réservation confirmée : ${formula} – ${name}`,
    text: `${line}\n`,
    html: paragraphs([line]),
    attachments: [invite(booking, 'studio', host)],
  };
}

/** To the studio when a visitor cancels from their link. */
export function studioCancelledEmail(booking: MailedBooking): MailMessage {
  const formula = formulaLabelOf(booking);
  const name = `${booking.firstname} ${booking.lastname}`;
  const line = `${name} a annulé la séance ${formula} prévue ${whenOf(booking.startsAt)}. Le créneau est de nouveau libre.`;
  return {
    to: STUDIO_INBOX,
    replyTo: booking.email,
    subject: `Réservation annulée : ${formula} – ${name}`,
    text: `${line}\n`,
    html: paragraphs([line]),
  };
}
