import { frenchDay, INVITATION_DAYS, studio } from '@lapm/contracts';
import { escapeHtml, greeting, type MailMessage } from '../../mail/mailer';

export const invitationSubject = `Votre espace client vous attend – ${studio.name}`;

/** An album the invitation announces: its session date as written, and its last day or null. */
export interface InvitedAlbum {
  date: string;
  availableUntil: string | null;
}

const albumLine = ({ date, availableUntil }: InvitedAlbum) =>
  availableUntil
    ? `La galerie de votre séance du ${date} vous y attend, jusqu’au ${frenchDay(availableUntil)}.`
    : `La galerie de votre séance du ${date} vous y attend.`;

/**
 * The French e-mail that opens a client's account: the link to choose a password, and the albums
 * already there (the album notice is not sent before the invitation is accepted: this is it). Like
 * the album e-mails, it never carries a gallery's link nor its access code.
 */
export function invitationEmail(
  recipient: { email: string; firstname: string },
  link: string,
  albums: readonly InvitedAlbum[],
): MailMessage {
  // The studio typed the name itself: it may open the message.
  const hello = greeting({ firstname: recipient.firstname, confirmed: true });
  const intro = `${studio.name} vous a ouvert un espace client sur son site, où vous retrouverez vos galeries photo.`;
  const news = albums.map(albumLine);
  const how = `Pour y entrer, choisissez votre mot de passe en ouvrant ce lien, valable ${INVITATION_DAYS} jours et une seule fois :`;
  const later = 'Ensuite, vous vous connecterez avec cette adresse email et ce mot de passe.';
  const expired =
    'Le lien a expiré ? Écrivez au studio depuis sa page Contact : il vous en enverra un nouveau.';
  const paragraphs = [intro, ...(news.length ? [news.join('\n')] : []), `${how}\n\n${link}`, later, expired];
  return {
    to: recipient.email,
    subject: invitationSubject,
    text: `${hello}\n\n${paragraphs.join('\n\n')}\n\nÀ bientôt,\n${studio.name}\n`,
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...(news.length ? [`<p>${news.map(escapeHtml).join('<br>')}</p>`] : []),
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(link)}">Choisir mon mot de passe</a></p>`,
      `<p>${escapeHtml(later)}</p>`,
      `<p>${escapeHtml(expired)}</p>`,
      `<p>À bientôt,<br>${escapeHtml(studio.name)}</p>`,
    ].join('\n'),
  };
}
