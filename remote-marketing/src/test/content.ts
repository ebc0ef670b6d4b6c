import type { PriceTable } from '@lapm/contracts';
import type { PricedService } from '../content/catalog';
import * as about from '../content/heads/about';
import * as basket from '../content/heads/basket';
import * as contact from '../content/heads/contact';
import * as corporate from '../content/heads/corporate';
import * as duo from '../content/heads/duo';
import * as family from '../content/heads/family';
import * as faq from '../content/heads/faq';
import * as hobby from '../content/heads/hobby';
import * as home from '../content/heads/home';
import * as legal from '../content/heads/legal';
import * as lifestyle from '../content/heads/lifestyle';
import * as newborn from '../content/heads/newborn';
import * as portfolio from '../content/heads/portfolio';
import * as pregnancy from '../content/heads/pregnancy';
import * as prices from '../content/heads/prices';
import * as solo from '../content/heads/solo';
import * as terms from '../content/heads/terms';
import * as wedding from '../content/heads/wedding';
import { corporatePage } from '../content/services/corporate';
import { duoPage } from '../content/services/duo';
import { familyPage } from '../content/services/family';
import { hobbyPage } from '../content/services/hobby';
import { newbornPage } from '../content/services/newborn';
import { pregnancyPage } from '../content/services/pregnancy';
import { soloPage } from '../content/services/solo';
import { weddingPage } from '../content/services/wedding';

// Each page imports its own content modules alone; tests check them all, gathered here.

/** The head module (head, and structured data where the page has its own) of every page. */
export const headModules = {
  home,
  prices,
  contact,
  about,
  portfolio,
  legal,
  terms,
  faq,
  basket,
  corporate,
  lifestyle,
  wedding,
  solo,
  duo,
  family,
  newborn,
  pregnancy,
  hobby,
};

/** The content of every service page. */
export const servicePages = {
  corporate: corporatePage,
  solo: soloPage,
  duo: duoPage,
  family: familyPage,
  pregnancy: pregnancyPage,
  newborn: newbornPage,
  hobby: hobbyPage,
  wedding: weddingPage,
};

/** The price table of every priced service (the newborn page shows the pregnancy one). */
export const priceTables = Object.fromEntries(
  Object.values(servicePages).map((page) => [page.prices.service, page.prices.table]),
) as Record<PricedService, PriceTable>;
