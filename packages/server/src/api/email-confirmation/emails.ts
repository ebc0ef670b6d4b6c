import { studio } from '@lapm/contracts';
import { escapeHtml, greeting, type MailMessage } from '../../mail/mailer';

/** Why the link is sent: a new account, or a new address for an existing one. */
export type ConfirmationReason = 'register' | 'change';

const intros: Record<ConfirmationReason, string> = {
  register: `Bienvenue ! Votre compte ${studio.name} est créé et vous pouvez déjà vous y connecter.`,
  change: `Vous avez demandé à utiliser cette adresse pour votre compte ${studio.name}.`,
};

/**
 * The French e-mail carrying the confirmation link. It goes to an address nobody has confirmed yet,
 * so it carries nothing the requester typed: no name, a neutral greeting.
 */
export function confirmationEmail(to: string, link: string, reason: ConfirmationReason): MailMessage {
  const intro = intros[reason];
  const how =
    reason === 'register'
      ? 'Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien, valable 24 heures et une seule fois :'
      : 'Elle remplacera l’ancienne quand vous aurez ouvert ce lien, valable 24 heures et une seule fois :';
  const ignore =
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne sera modifié sans ce lien.";
  return {
    to,
    subject: `Confirmez votre adresse email – ${studio.name}`,
    text: `Bonjour,\n\n${intro}\n${how}\n\n${link}\n\n${ignore}\n\nÀ bientôt,\n${studio.name}\n`,
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(intro)}<br>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(link)}">Confirmer mon adresse email</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>À bientôt,<br>${escapeHtml(studio.name)}</p>`,
    ].join('\n'),
  };
}

/**
 * Tells the current address that another one was asked for, before anything changes. While that
 * address is unconfirmed it may be a stranger's, so the message then names neither the holder nor
 * the new address (both typed by the requester).
 */
export function emailChangeNotice(
  recipient: { email: string; firstname: string; confirmed: boolean },
  newEmail: string,
): MailMessage {
  const what = `Une demande de changement de l’adresse email de votre compte ${studio.name} vient d’être faite${recipient.confirmed ? `, vers : ${newEmail}` : ''}.`;
  const when = 'Le changement n’aura lieu que lorsque cette nouvelle adresse aura été confirmée.';
  const act =
    "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et écrivez au studio : votre compte reste à cette adresse tant que la nouvelle n'est pas confirmée.";
  return {
    to: recipient.email,
    subject: `Changement d’adresse email demandé – ${studio.name}`,
    text: `${greeting(recipient)}\n\n${what}\n${when}\n\n${act}\n\n${studio.name}\n`,
    html: [
      `<p>${escapeHtml(greeting(recipient))}</p>`,
      `<p>${escapeHtml(what)}<br>${escapeHtml(when)}</p>`,
      `<p>${escapeHtml(act)}</p>`,
      `<p>${escapeHtml(studio.name)}</p>`,
    ].join('\n'),
  };
}
