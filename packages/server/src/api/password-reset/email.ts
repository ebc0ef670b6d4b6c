import { studio } from '@lapm/contracts';
import { escapeHtml, type MailMessage } from '../../mail/mailer';

/** The French e-mail carrying the reset link. */
export function resetEmail(to: string, firstname: string, link: string): MailMessage {
  const intro = `Vous avez demandé à réinitialiser le mot de passe de votre compte ${studio.name}.`;
  const how = 'Pour choisir un nouveau mot de passe, ouvrez ce lien, valable une heure et une seule fois :';
  const ignore =
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.";
  return {
    to,
    subject: `Réinitialisation de votre mot de passe – ${studio.name}`,
    text: `Bonjour ${firstname},\n\n${intro}\n${how}\n\n${link}\n\n${ignore}\n\nÀ bientôt,\n${studio.name}\n`,
    html: [
      `<p>Bonjour ${escapeHtml(firstname)},</p>`,
      `<p>${escapeHtml(intro)}<br>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>À bientôt,<br>${escapeHtml(studio.name)}</p>`,
    ].join('\n'),
  };
}
