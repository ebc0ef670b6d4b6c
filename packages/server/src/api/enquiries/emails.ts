import { type ContactDocument, type EnquiryPayload, namedFormulaLabel, studio } from '@lapm/contracts';
import { escapeHtml, type MailMessage, STUDIO_INBOX } from '../../mail/mailer';

interface StoredEnquiry extends Required<Pick<EnquiryPayload, 'firstname' | 'lastname' | 'email'>> {
  id: number;
  phone: string;
  formula: string;
  /** The name she gave its formula, when she made it herself (docs/decisions/0025). */
  formulaName: string | null;
  wishedDate: string;
  message: string;
}

/** To the studio: everything the visitor typed; « Répondre » writes to the visitor. */
export function studioEnquiryEmail(enquiry: StoredEnquiry): MailMessage {
  const formula = namedFormulaLabel(enquiry);
  const lines: [string, string][] = [
    ['Nom', `${enquiry.firstname} ${enquiry.lastname}`],
    ['E-mail', enquiry.email],
    ['Téléphone', enquiry.phone || '—'],
    ['Formule', formula],
    ['Date ou période souhaitée', enquiry.wishedDate || '—'],
  ];
  const intro = `Nouvelle demande n° ${enquiry.id} envoyée depuis le site. Répondez à ce message pour écrire à ${enquiry.firstname} ${enquiry.lastname}.`;
  return {
    to: STUDIO_INBOX,
    replyTo: enquiry.email,
    subject: `Nouvelle demande : ${formula} – ${enquiry.firstname} ${enquiry.lastname}`,
    text: `${intro}\n\n${lines.map(([label, value]) => `${label} : ${value}`).join('\n')}\n\nMessage :\n${enquiry.message}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map(([label, value]) => `<li>${escapeHtml(label)} : ${escapeHtml(value)}</li>`).join('')}</ul>`,
      `<p>Message :</p><p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    ].join('\n'),
  };
}

/** « 06 12 34 56 78 · contact@… »: how to reach her, as she published it in Contact's details. */
export const contactLine = (contact: ContactDocument) => `${contact.phone} · ${contact.email}`;

/**
 * To the visitor: that the studio received it, and nothing of what was typed. Anyone can type
 * someone else's address in the form: the message must then carry no words, and no link, of theirs.
 */
export function visitorEnquiryEmail(to: string, contact: ContactDocument): MailMessage {
  const received = `Votre demande envoyée depuis le site ${studio.name} est bien arrivée : je vous réponds au plus vite, en général sous 48 heures.`;
  const ignore = 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message.';
  const signed = [`${studio.photographer}, ${studio.name}`, contactLine(contact)];
  return {
    to,
    subject: `Votre demande est bien reçue – ${studio.name}`,
    text: `Bonjour,\n\n${received}\n\n${ignore}\n\nÀ bientôt,\n${signed.join('\n')}\n`,
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(received)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>À bientôt,<br>${signed.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n'),
  };
}

/**
 * Her signature under every reply: her name and the studio's, and how to reach her as she
 * published it in Contact's details, so that it changes with them and never needs a setting of its own.
 */
export function studioSignature(siteUrl: string, contact: ContactDocument): string[] {
  return [studio.photographer, studio.name, contactLine(contact), siteUrl];
}

/** Her formula by the name it was last published under (`formulaName`), as her screens name it. */
export const replySubject = (enquiry: { formula: string; formulaName: string | null }) =>
  `Votre demande : ${namedFormulaLabel(enquiry)} – ${studio.name}`;

/** Her answer to the visitor, signed; « Répondre » writes to the studio, not to the sending address. */
export function enquiryReplyEmail(
  enquiry: { email: string; formula: string; formulaName: string | null },
  message: string,
  siteUrl: string,
  contact: ContactDocument,
): MailMessage {
  const signature = studioSignature(siteUrl, contact);
  return {
    to: enquiry.email,
    subject: replySubject(enquiry),
    text: `${message}\n\n-- \n${signature.join('\n')}\n`,
    html: [
      `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
      `<p>--<br>${signature.map(escapeHtml).join('<br>')}</p>`,
    ].join('\n'),
  };
}
