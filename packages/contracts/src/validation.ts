/**
 * Rules of spec section 5, in one place so that the browser and the server reject
 * exactly the same input with exactly the same French message.
 */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * "text, @, text, dot, text", the spec's simple pattern: now only what a login may type, so that an
 * account stored under it before the strict rule still logs in. Every address the site stores or
 * writes to goes through STRICT_EMAIL_PATTERN.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One mailbox, nothing else: `local@domain` in plain ASCII. The local part is dot-separated runs of
 * the characters a browser's email field accepts (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -);
 * the domain two labels or more of letters, digits and inner hyphens, the last one not all digits.
 * Commas, semicolons, colons, angle brackets, quotes, spaces and display names are refused: a mail
 * library reads them as several recipients or a group, so "a,b@c.fr" or "x:client@c.fr;" would
 * reach somebody else's mailbox. Accented addresses are refused too: they need SMTPUTF8 on every
 * hop, and PostgreSQL and JavaScript do not lower-case every letter alike, which the
 * case-insensitive lookups rely on (an accented domain can be typed in its xn-- form).
 */
export const STRICT_EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** The longest local part SMTP carries (RFC 5321). */
export const MAX_EMAIL_LOCAL_PART = 64;

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
  currentPasswordRequired:
    'Saisissez votre mot de passe actuel pour changer votre email ou votre mot de passe.',
  currentPasswordWrong: 'Mot de passe actuel incorrect : rien n’a été modifié.',
  availabilityInvalid: 'La fin de disponibilité n’est pas une date valide.',
  availabilityBeforeSession: 'La fin de disponibilité ne peut pas précéder la date de la séance.',
  availabilityPast: 'La fin de disponibilité est déjà passée : choisissez une date à venir.',
} as const;

/** How each payload field is named in a French message, by the browser and the server alike. */
const payloadFieldLabels: Record<string, string> = {
  firstname: 'prénom',
  lastname: 'nom',
  email: 'email',
  address: 'adresse',
  adress: 'adresse',
  password: 'mot de passe',
  currentPassword: 'mot de passe actuel',
  token: 'token',
  id: 'identifiant',
  id_album: "identifiant de l'album",
  user_id: "identifiant de l'utilisateur",
  lien: 'lien',
  access_code: "code d'accès",
  date: 'date',
  available_until: 'fin de disponibilité',
  album_emails: 'e-mails de séance',
};

export const fieldLabelOf = (key: PropertyKey | undefined) =>
  `Le champ « ${payloadFieldLabels[String(key)] ?? String(key)} »`;

/**
 * Control characters (a NUL byte above all, which PostgreSQL refuses to store) come from a bad
 * copy-paste or a forged request, never from a keyboard; tab and line breaks are left alone.
 */
export function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if ((code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f) {
      return true;
    }
  }
  return false;
}

export const controlCharacterMessage = (key: PropertyKey | undefined) =>
  `${fieldLabelOf(key)} contient un caractère invisible : retapez-le au clavier.`;

/** Line breaks, including Unicode's line and paragraph separators. */
export const hasLineBreak = (value: string) => /[\n\r\u2028\u2029\u0085]/.test(value);

export const lineBreakMessage = (key: PropertyKey | undefined) =>
  `${fieldLabelOf(key)} doit tenir sur une seule ligne.`;

export function isSimpleEmail(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value.trim());
}

export const albumLinkMessage =
  'Le lien doit être une adresse https:// complète (par exemple https://galerie.exemple.fr/seance).';

/** Hosts of the machine itself, where a site tried out with `pnpm start` is served over http. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An album link is opened by the client's 'Consulter' button: only an https:// address with a
 * host may be stored, never javascript:, data: or a plain-text http: link to another machine. The
 * one http: link allowed is to the machine itself: the gallery the site hosts, when it is tried out
 * locally, is at http://localhost.
 */
export function isHttpsLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'http:') return loopbackHosts.has(url.hostname);
  return url.protocol === 'https:' && url.hostname !== '';
}
