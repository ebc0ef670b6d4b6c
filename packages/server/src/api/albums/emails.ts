import { frenchDay, frenchDayInWords, paths, sessionDateInWords, studio } from '@lapm/contracts';
import { escapeHtml, greeting, type MailMessage } from '../../mail/mailer';

/** What an album e-mail is about: queued on creation, on a new link, or a week before the end. */
export type AlbumMailKind = 'published' | 'link_changed' | 'reminder' | 'photos_ready';

export interface AlbumMailFacts {
  to: string;
  firstname: string;
  /** Whether the owner has confirmed `to`: the first name opens the message only then. */
  confirmed: boolean;
  /** The session date as the admin wrote it (free text, usually DD/MM/YYYY). */
  date: string;
  /** Last day, YYYY-MM-DD, or null. */
  availableUntil: string | null;
  /** The album's title, '' when it has none. */
  title?: string;
  /** The cover as a JPEG, shown inline by « Vos photos sont prêtes »; absent: none chosen or none to show. */
  cover?: Buffer | null;
}

const subjects: Record<AlbumMailKind, string> = {
  published: 'Vos photos sont en ligne',
  link_changed: 'Votre galerie photo a changé d’adresse',
  reminder: 'Votre galerie photo sera bientôt retirée',
  photos_ready: 'Vos photos sont prêtes',
};

/**
 * The French e-mail about an album. It sends the client to their account and never carries the
 * gallery link nor its access code: a forwarded or intercepted message opens nothing.
 */
export function albumEmail(kind: AlbumMailKind, facts: AlbumMailFacts, siteUrl: string): MailMessage {
  const accountLink = `${siteUrl}${paths.myAlbums}`;
  const until = facts.availableUntil ? frenchDay(facts.availableUntil) : null;
  if (kind === 'photos_ready') return photosReadyEmail(facts, accountLink, until);
  // « 14 juin 2025 » when the date is a day; free text as the admin typed it.
  const day = sessionDateInWords(facts.date);
  // A reminder is queued only for an album that has a last day.
  const lastDayInWords = facts.availableUntil ? frenchDayInWords(facts.availableUntil) : '';
  const news = {
    published: `La galerie de votre séance du ${day} est en ligne.`,
    link_changed: `La galerie de votre séance du ${day} a une nouvelle adresse.`,
    // Her album by its title when it has one; its last day in words, as « Expiré le … » will say it.
    reminder: `La galerie ${facts.title ? `« ${facts.title} » (séance du ${day})` : `de votre séance du ${day}`} ne sera plus disponible après le ${lastDayInWords}.`,
  }[kind];
  const availability =
    kind === 'reminder'
      ? 'Pensez à télécharger vos photos d’ici là. Besoin de plus de temps ? Répondez simplement à cet e-mail.'
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

const optOutText =
  'Vous ne souhaitez plus recevoir ces e-mails ? Désactivez-les dans « Mes informations » de votre espace client.';

/**
 * « Vos photos sont prêtes », sent when the studio decides (« Prévenir le client »): the album's
 * cover and title, and the way to it through the account (never the link nor the code, as above).
 * A reply goes to the studio, not to the site's no-reply sender.
 */
function photosReadyEmail(facts: AlbumMailFacts, accountLink: string, until: string | null): MailMessage {
  const session = `votre séance du ${sessionDateInWords(facts.date)}`;
  const news = facts.title
    ? `Les photos de « ${facts.title} » (${session}) sont prêtes.`
    : `Les photos de ${session} sont prêtes.`;
  const availability = until ? `Elles restent en ligne jusqu’au ${until}.` : null;
  const where = 'Ouvrez votre galerie depuis votre espace client, rubrique « Mes séances » :';
  const paragraphs = [availability ? `${news}\n${availability}` : news, `${where}\n${accountLink}`];
  const cover = facts.cover
    ? `<p><img src="cid:album-cover" alt="${escapeHtml(facts.title || 'Couverture de l’album')}" width="600" style="max-width:100%;height:auto"></p>`
    : null;
  return {
    to: facts.to,
    subject: `${subjects.photos_ready}${facts.title ? ` : ${facts.title}` : ''} – ${studio.name}`,
    text: `${greeting(facts)}\n\n${paragraphs.join('\n\n')}\n\nÀ bientôt,\n${studio.name}\n\n${optOutText}\n`,
    html: [
      `<p>${escapeHtml(greeting(facts))}</p>`,
      ...(cover ? [cover] : []),
      `<p>${escapeHtml(news)}${availability ? `<br>${escapeHtml(availability)}` : ''}</p>`,
      `<p>${escapeHtml(where)}<br><a href="${escapeHtml(accountLink)}">Voir mes photos</a></p>`,
      `<p>À bientôt,<br>${escapeHtml(studio.name)}</p>`,
      `<p><small>${escapeHtml(optOutText)}</small></p>`,
    ].join('\n'),
    ...(facts.cover
      ? {
          attachments: [
            {
              filename: 'couverture.jpg',
              content: facts.cover,
              contentType: 'image/jpeg',
              cid: 'album-cover',
            },
          ],
        }
      : {}),
  };
}
