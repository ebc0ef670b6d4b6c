import {
  type FormulaDocument,
  type FormulaName,
  firstContactDetails,
  formulasOf,
  type MailLink,
  type MailLinks,
  type PriceTable,
  photographerFirstName,
} from '@lapm/contracts';
import { bookingBody, bookingSubject, mailBody } from '../lib/mailto';
import { type PricedService, serviceInfo } from './catalog';
import { formulaLabels } from './prices';

/**
 * Every link writes to `recipient`: the e-mail she published in Contact's details, which the screens
 * read from the page (useStudioContact); the studio's first one otherwise.
 */
const studioEmail = firstContactDetails.email;

/** Corporate formulas for companies get the longer body (spec section 7). */
const businessFormulas: readonly FormulaName[] = ['classique', 'flash', 'signature'];

export function bookingMailLink(
  service: PricedService,
  formula: string,
  recipient: string = studioEmail,
  label: string = formulaLabels[formula as FormulaName] ?? formula,
): MailLink {
  const name = serviceInfo[service].name;
  return {
    recipient,
    subject: bookingSubject(name, label),
    body: bookingBody({
      greetingName: photographerFirstName,
      service: name,
      formula: label,
      business: service === 'corporate' && businessFormulas.includes(formula as FormulaName),
    }),
  };
}

/**
 * One booking e-mail per formula of a service (its formulas, or those of its first table), always
 * addressed to the studio's current e-mail.
 */
export function bookingMailLinks(
  service: PricedService,
  formulas: PriceTable | readonly FormulaDocument[],
  recipient: string = studioEmail,
): MailLinks {
  const listed = Array.isArray(formulas) ? formulas : formulasOf({ table: formulas as PriceTable });
  return Object.fromEntries(
    listed.map(({ key, name }) => [key, bookingMailLink(service, key, recipient, name)]),
  );
}

/** The Corporate page's own mail link: a quote for a team, before choosing a formula. */
export const quoteMailLink = (recipient: string = studioEmail): MailLink => ({
  recipient,
  subject: 'Demande de devis - Portrait Corporate',
  body: mailBody([
    `Bonjour ${photographerFirstName},`,
    '',
    'Nous souhaiterions organiser une séance de portraits professionnels pour notre entreprise. Pourriez-vous nous recontacter pour en parler ?',
    '',
    'Entreprise : ',
    'Nombre de personnes à photographier : ',
    'Lieu souhaité (nos locaux ou votre studio) : ',
    'Période envisagée : ',
    'Téléphone : ',
    '',
    "Merci d'avance et à bientôt,",
  ]),
});

/** A LifeStyle format's contact link: a question about that format, before any formula. */
export function lifestyleMailLink(format: string, recipient: string = studioEmail): MailLink {
  return {
    recipient,
    subject: `Séance lifestyle - ${format}`,
    body: mailBody([
      `Bonjour ${photographerFirstName},`,
      '',
      `La séance lifestyle « ${format} » me plaît beaucoup. Pourriez-vous me recontacter pour en parler ?`,
      '',
      'Prénom / téléphone : ',
      'Mes disponibilités et souhaits particuliers : ',
      '',
      "Merci d'avance et à bientôt,",
    ]),
  };
}
