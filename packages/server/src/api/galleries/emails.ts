import { adminEditAlbumPath, studio } from '@lapm/contracts';
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
