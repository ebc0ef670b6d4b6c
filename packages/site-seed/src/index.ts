import type { SiteContentDocuments } from '@lapm/contracts';
import { about } from './about';
import { contact } from './contact';
import { corporate } from './corporate';
import { duo } from './duo';
import { famille } from './famille';
import { faq } from './faq';
import { grossesse } from './grossesse';
import { hobby } from './hobby';
import { home } from './home';
import { legalNotices } from './legalNotices';
import { lifestyle } from './lifestyle';
import { mariage } from './mariage';
import { seo } from './seo';
import { solo } from './solo';
import { prices } from './tarifs';
import { termsOfSale } from './termsOfSale';

/**
 * The site's words and prices as first published (spec sections 2, 3 and 9): written to an empty
 * database, and shown by the marketing remote when it has no other (unit tests, a failed read).
 */
export const initialSiteContent: SiteContentDocuments = {
  solo,
  duo,
  famille,
  grossesse,
  hobby,
  mariage,
  corporate,
  'qui-suis-je': about,
  lifestyle,
  tarifs: prices,
  faq,
  referencement: seo,
  contact,
  accueil: home,
  'mentions-legales': legalNotices,
  cgv: termsOfSale,
};
