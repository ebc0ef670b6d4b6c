/** RFC 6068: line breaks in a mailto body are CRLF (percent-encoded by `mailtoHref`). */
export function mailBody(lines: readonly string[]): string {
  return lines.join('\r\n');
}

export function bookingSubject(service: string, formula: string): string {
  return `Réservation ${service} - Formule ${formula}`;
}

export interface BookingBodyOptions {
  greetingName: string;
  service: string;
  formula: string;
  /** Corporate classique, flash and signature: a project to discuss, not just a slot. */
  business: boolean;
}

/** The prefilled booking e-mail of spec section 7, with blanks for the visitor to fill in. */
export function bookingBody({ greetingName, service, formula, business }: BookingBodyOptions): string {
  return mailBody([
    `Bonjour ${greetingName},`,
    '',
    `Je souhaiterais réserver la formule ${formula} pour la prestation ${service}.`,
    'Pourriez-vous me recontacter afin que nous convenions ensemble des détails ?',
    ...(business
      ? [
          "J'aimerais également échanger avec vous sur nos attentes : nombre de personnes, lieu de la séance et usage des photos.",
          'Je préfère être recontacté(e) par (e-mail ou téléphone) : ',
          'Créneau horaire qui me convient le mieux : ',
        ]
      : []),
    '',
    'Prénom / téléphone : ',
    'Disponibilités et souhaits particuliers : ',
    '',
    "Merci d'avance et à bientôt,",
  ]);
}
