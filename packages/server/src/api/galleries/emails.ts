import {
  addDays,
  adminEditAlbumPath,
  frenchDayInWords,
  galleryPath,
  sessionDateInWords,
  studio,
  TRASH_DAYS,
} from '@lapm/contracts';
import { escapeHtml, greeting, type MailMessage, STUDIO_INBOX } from '../../mail/mailer';

/** A photo of the selection: its place in the gallery as the client sees it, and its file's name. */
export interface SelectedPhoto {
  position: number;
  fileName: string;
}

export interface SelectionFacts {
  albumId: number;
  firstname: string;
  lastname: string;
  /** The owner's address: the studio's « Répondre » writes to her. */
  email: string;
  /** The session's date as the admin wrote it. */
  date: string;
  photos: SelectedPhoto[];
  /** Photos of the formula; 0: not set. */
  includedPhotos: number;
}

const photoCount = (count: number) => `${count} photo${count > 1 ? 's' : ''}`;

/** « Photo 12 : DSC_0415.jpg »: the number she sees in the viewer, and the name the studio files it under. */
const photoLines = (photos: readonly SelectedPhoto[]) =>
  photos.map((photo) => `Photo ${photo.position} : ${photo.fileName}`).join('\n');

/**
 * The e-mail to the studio when a client sends her selection: which album, whose, how many photos
 * and their file names (the photographer finds them in her catalogue by name). « Répondre »
 * writes to the client.
 */
export function selectionEmail(facts: SelectionFacts, siteUrl: string): MailMessage {
  const client = `${facts.firstname} ${facts.lastname}`;
  const photos = photoCount(facts.photos.length);
  const included = facts.includedPhotos > 0 ? ` (${facts.includedPhotos} incluses dans la formule)` : '';
  const summary = `${client} a envoyé sa sélection pour l’album n° ${facts.albumId} (séance du ${facts.date}) : ${photos}${included}.`;
  const link = `${siteUrl}${adminEditAlbumPath(facts.albumId)}`;
  const where = 'L’album dans l’administration, où la sélection peut être rouverte :';
  const list = photoLines(facts.photos);
  return {
    to: STUDIO_INBOX,
    replyTo: facts.email,
    subject: `Sélection de ${client} : ${photos} – album n° ${facts.albumId}`,
    text: `Bonjour,\n\n${summary}\n\n${list}\n\n${where}\n${link}\n`,
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(summary)}</p>`,
      `<pre>${escapeHtml(list)}</pre>`,
      `<p>${escapeHtml(where)}<br><a href="${escapeHtml(link)}">Voir l’album</a></p>`,
    ].join('\n'),
  };
}

/** The client's e-mails about her selection: to her own address, greeted as the album e-mails are. */
export interface ClientSelectionFacts {
  albumId: number;
  to: string;
  firstname: string;
  /** Whether she confirmed `to`: her first name opens the message only then. */
  confirmed: boolean;
  /** The album's title, '' when it has none. */
  title: string;
  /** The session's date as the admin wrote it. */
  date: string;
}

/** « « Mariage de Camille & Hugo » (séance du 14 juin 2025) », or « votre séance du 14 juin 2025 ». */
const albumNamed = (facts: ClientSelectionFacts) => {
  const session = `séance du ${sessionDateInWords(facts.date)}`;
  return facts.title ? `« ${facts.title} » (${session})` : `votre ${session}`;
};

const signed = `À bientôt,\n${studio.name}`;

/** A client's e-mail of paragraphs, its link last but one: text and html say the same. */
function toClient(
  facts: ClientSelectionFacts,
  subject: string,
  paragraphs: { text: string; pre?: boolean }[],
  link: { intro: string; label: string; url: string },
): MailMessage {
  const hello = greeting(facts);
  const closing = 'Une question ? Répondez simplement à cet e-mail : il arrive au studio.';
  return {
    to: facts.to,
    subject: `${subject} – ${studio.name}`,
    text: `${hello}\n\n${paragraphs.map((p) => p.text).join('\n\n')}\n\n${link.intro}\n${link.url}\n\n${closing}\n\n${signed}\n`,
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      ...paragraphs.map((p) =>
        p.pre ? `<pre>${escapeHtml(p.text)}</pre>` : `<p>${escapeHtml(p.text).replace(/\n/g, '<br>')}</p>`,
      ),
      `<p>${escapeHtml(link.intro)}<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      `<p>${escapeHtml(closing)}</p>`,
      `<p>${escapeHtml(signed).replace('\n', '<br>')}</p>`,
    ].join('\n'),
  };
}

/**
 * The client's receipt of the selection she sent: how many photos, which ones (their number in
 * the gallery and their file's name, as the studio's e-mail lists them), and her gallery's address,
 * which opens only with her session or the album's code.
 */
export function selectionConfirmationEmail(
  facts: ClientSelectionFacts & { photos: SelectedPhoto[]; includedPhotos: number },
  siteUrl: string,
): MailMessage {
  const count = facts.photos.length;
  const sent = `Votre sélection de ${photoCount(count)} pour ${albumNamed(facts)} a bien été envoyée au studio.`;
  const extra = count - facts.includedPhotos;
  const formula =
    facts.includedPhotos > 0 && extra > 0
      ? `${photoCount(extra)} de plus que ${facts.includedPhotos > 1 ? `les ${facts.includedPhotos} incluses` : 'la photo incluse'} dans votre formule : le studio vous en parlera.`
      : null;
  const locked = 'Elle ne peut plus être modifiée, sauf si le studio la rouvre pour vous.';
  return toClient(
    facts,
    facts.title ? `Votre sélection est envoyée : ${facts.title}` : 'Votre sélection est envoyée',
    [
      { text: [sent, ...(formula ? [formula] : []), locked].join('\n') },
      { text: count > 1 ? 'Les photos choisies :' : 'La photo choisie :' },
      { text: photoLines(facts.photos), pre: true },
    ],
    {
      intro: 'Revoir votre galerie :',
      label: 'Ouvrir ma galerie',
      url: `${siteUrl}${galleryPath(facts.albumId)}`,
    },
  );
}

/** The client is told the studio reopened her selection: she may change it and send it again. */
export function selectionReopenedEmail(facts: ClientSelectionFacts, siteUrl: string): MailMessage {
  const news = `Le studio a rouvert votre sélection pour ${albumNamed(facts)} : vous pouvez de nouveau choisir vos photos.`;
  const how =
    'Une fois vos favoris changés, envoyez votre sélection depuis la galerie, comme la première fois.';
  return toClient(facts, 'Votre sélection est de nouveau modifiable', [{ text: `${news}\n${how}` }], {
    intro: 'Votre galerie :',
    label: 'Modifier ma sélection',
    url: `${siteUrl}${galleryPath(facts.albumId)}`,
  });
}

export interface RemovalFacts {
  albumId: number;
  firstname: string;
  lastname: string;
  date: string;
  photoCount: number;
  /** YYYY-MM-DD: the day the photos go to the Corbeille. */
  removalDay: string;
}

/**
 * The warning to the studio, a week before an album's photos leave it for the Corbeille: which
 * album, how many photos, which day, when they are gone for good, and where to move its end.
 */
export function removalWarningEmail(facts: RemovalFacts, siteUrl: string): MailMessage {
  const client = `${facts.firstname} ${facts.lastname}`;
  const day = frenchDayInWords(facts.removalDay);
  const gone = frenchDayInWords(addDays(facts.removalDay, TRASH_DAYS));
  const album = `l’album n° ${facts.albumId} (${client}, séance du ${facts.date})`;
  const summary =
    facts.photoCount > 1
      ? `Les ${facts.photoCount} photos de ${album} passeront à la Corbeille le ${day}, à la fin de leur délai de conservation. Elles y resteront jusqu’au ${gone}, puis seront supprimées définitivement.`
      : `La photo de ${album} passera à la Corbeille le ${day}, à la fin de son délai de conservation. Elle y restera jusqu’au ${gone}, puis sera supprimée définitivement.`;
  const where = 'Pour les garder en ligne, reportez la date de fin de l’album :';
  const link = `${siteUrl}${adminEditAlbumPath(facts.albumId)}`;
  return {
    to: STUDIO_INBOX,
    subject: `Album n° ${facts.albumId} (${client}) : photos à la Corbeille le ${day}`,
    text: `Bonjour,\n\n${summary}\n\n${where}\n${link}\n`,
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(summary)}</p>`,
      `<p>${escapeHtml(where)}<br><a href="${escapeHtml(link)}">Voir l’album</a></p>`,
    ].join('\n'),
  };
}
