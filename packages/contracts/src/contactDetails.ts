/**
 * Contact's e-mail, phone and hours as the studio first gave them, and the phone's links: in a module
 * of their own, with no list computed at load, so that every page's script (the shell's footer) carries
 * these few words and not the towns (studioContact.ts).
 */

/** The opening hours in words, as /contacts first said them (openingHours of studio.ts). */
export const openingHoursLabel = 'Tous les jours, de 10 h à 13 h et de 14 h à 19 h';

/** Contact's e-mail, phone and hours until she publishes her own. */
export const firstContactDetails = {
  email: 'contact@lapm-photographie.fr',
  phone: '06 12 34 56 78',
  hours: openingHoursLabel,
} as const;

/** The `tel:` address of a phone as she types it: French numbers become international (+33…). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}

/** The phone as structured data writes it: international (+33…), without spaces. */
export const phoneE164 = (phone: string) => phoneHref(phone).slice('tel:'.length);
