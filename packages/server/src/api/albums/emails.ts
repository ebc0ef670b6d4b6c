import { frenchDay, paths, studio } from '@lapm/contracts';
import { escapeHtml, greeting, type MailMessage } from '../../mail/mailer';

/** What an album e-mail is about: queued on creation, on a new link, or a week before the end. */
export type AlbumMailKind = 'published' | 'link_changed' | 'reminder';

export interface AlbumMailFacts {
  to: string;
  firstname: string;
  /** Whether the owner has confirmed `to`: the first name opens the message only then. */
  confirmed: boolean;
  /** The session date as the admin wrote it (free text, usually DD/MM/YYYY). */
  date: string;
  /** Last day, YYYY-MM-DD, or null. */
  availableUntil: string | null;
}

const subjects: Record<AlbumMailKind, string> = {
  published: 'Vos photos sont en ligne',
  link_changed: 'Votre galerie photo a changé d’adresse',
  reminder: 'Votre galerie photo sera bientôt retirée',
};

/**
 * The French e-mail about an album. It sends the client to their account and never carries the
 * gallery link nor its access code: a forwarded or intercepted message opens nothing.
 */
export function albumEmail(kind: AlbumMailKind, facts: AlbumMailFacts, siteUrl: string): MailMessage {
  const accountLink = `${siteUrl}${paths.myAlbums}`;
  const until = facts.availableUntil ? frenchDay(facts.availableUntil) : null;
  const news = {
    published: `La galerie de votre séance du ${facts.date} est en ligne.`,
    link_changed: `La galerie de votre séance du ${facts.date} a une nouvelle adresse.`,
    reminder: `La galerie de votre séance du ${facts.date} ne sera plus disponible après le ${until}.`,
  }[kind];
  const availability =
    kind === 'reminder'
      ? 'Pensez à télécharger vos photos d’ici là.'
      : until
        ? `Elle reste disponible jusqu’au ${until}.`
        : null;
  const where = 'Retrouvez son lien et son code d’accès dans votre espace client, rubrique « Mes séances » :';
  const optOut =
    'Vous ne souhaitez plus recevoir ces e-mails ? Désactivez-les dans « Mes informations » de votre espace client.';
  const paragraphs = [availability ? `${news}\n${availability}` : news, `${where}\n${accountLink}`];
  return {
    to: facts.to,
    subject: `${subjects[kind]} – ${studio.name}`,
    text: `${greeting(facts)}\n\n${paragraphs.join('\n\n')}\n\nÀ bientôt,\n${studio.name}\n\n${optOut}\n`,
    html: [
      `<p>${escapeHtml(greeting(facts))}</p>`,
      `<p>${escapeHtml(news)}${availability ? `<br>${escapeHtml(availability)}` : ''}</p>`,
      `<p>${escapeHtml(where)}<br><a href="${escapeHtml(accountLink)}">Voir mes séances</a></p>`,
      `<p>À bientôt,<br>${escapeHtml(studio.name)}</p>`,
      `<p><small>${escapeHtml(optOut)}</small></p>`,
    ].join('\n'),
  };
}
