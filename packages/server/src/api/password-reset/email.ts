import { studio } from '@lapm/contracts';
import { escapeHtml, greeting, type MailMessage } from '../../mail/mailer';

/** The French e-mail carrying the reset link, to the account's address. */
export function resetEmail(
  recipient: { email: string; firstname: string; confirmed: boolean },
  link: string,
): MailMessage {
  const intro = `Vous avez demandé à réinitialiser le mot de passe de votre compte ${studio.name}.`;
  const how = 'Pour choisir un nouveau mot de passe, ouvrez ce lien, valable une heure et une seule fois :';
  const ignore =
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.";
  return {
    to: recipient.email,
    subject: `Réinitialisation de votre mot de passe – ${studio.name}`,
    text: `${greeting(recipient)}\n\n${intro}\n${how}\n\n${link}\n\n${ignore}\n\nÀ bientôt,\n${studio.name}\n`,
    html: [
      `<p>${escapeHtml(greeting(recipient))}</p>`,
      `<p>${escapeHtml(intro)}<br>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>À bientôt,<br>${escapeHtml(studio.name)}</p>`,
    ].join('\n'),
  };
}
