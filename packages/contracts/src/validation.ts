/**
 * Rules of spec section 5, in one place so that the browser and the server reject
 * exactly the same input with exactly the same French message.
 */
export const MIN_PASSWORD_LENGTH = 8;

/** "text, @, text, dot, text": deliberately simple, as the spec says. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validationMessages = {
  namesRequired: 'Le prénom et le nom sont obligatoires.',
  emailRequired: "L'email est obligatoire.",
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  consentRequired:
    'Vous devez accepter les CGV et le traitement de vos données personnelles pour créer un compte.',
  tokenMissing: 'Lien invalide ou token manquant.',
  emailHint: 'Email invalide',
  noChange: 'Aucune modification',
  albumFieldsRequired: 'Renseignez tous les champs requis',
} as const;

export function isSimpleEmail(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value.trim());
}

export const albumLinkMessage =
  'Le lien doit être une adresse https:// complète (par exemple https://galerie.exemple.fr/seance).';

/**
 * An album link is opened by the client's 'Consulter' button: only an https:// address with a
 * host may be stored, never javascript:, data: or a plain-text http: link.
 */
export function isHttpsLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}
