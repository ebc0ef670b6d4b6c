import { addDays, adminEditAlbumPath, frenchDayInWords, studio, TRASH_DAYS } from '@lapm/contracts';
import { escapeHtml, type MailMessage } from '../../mail/mailer';

export interface SelectionFacts {
  albumId: number;
  firstname: string;
  lastname: string;
  /** The session's date as the admin wrote it. */
  date: string;
  fileNames: string[];
  /** Photos of the formula; 0: not set. */
  includedPhotos: number;
}

/**
 * The e-mail to the studio when a client sends her selection: which album, whose, how many photos
 * and their file names (the photographer finds them in her catalogue by name).
 */
export function selectionEmail(facts: SelectionFacts, siteUrl: string): MailMessage {
  const client = `${facts.firstname} ${facts.lastname}`;
  const count = facts.fileNames.length;
  const photos = `${count} photo${count > 1 ? 's' : ''}`;
  const included = facts.includedPhotos > 0 ? ` (${facts.includedPhotos} incluses dans la formule)` : '';
  const summary = `${client} a envoyé sa sélection pour l’album n° ${facts.albumId} (séance du ${facts.date}) : ${photos}${included}.`;
  const link = `${siteUrl}${adminEditAlbumPath(facts.albumId)}`;
  const where = 'L’album dans l’administration, où la sélection peut être rouverte :';
  return {
    to: studio.email,
    subject: `Sélection de ${client} : ${photos} – album n° ${facts.albumId}`,
    text: `Bonjour,\n\n${summary}\n\n${facts.fileNames.join('\n')}\n\n${where}\n${link}\n`,
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(summary)}</p>`,
      `<pre>${escapeHtml(facts.fileNames.join('\n'))}</pre>`,
      `<p>${escapeHtml(where)}<br><a href="${escapeHtml(link)}">Voir l’album</a></p>`,
    ].join('\n'),
  };
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
    to: studio.email,
    subject: `Album n° ${facts.albumId} (${client}) : photos à la Corbeille le ${day}`,
    text: `Bonjour,\n\n${summary}\n\n${where}\n${link}\n`,
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(summary)}</p>`,
      `<p>${escapeHtml(where)}<br><a href="${escapeHtml(link)}">Voir l’album</a></p>`,
    ].join('\n'),
  };
}
