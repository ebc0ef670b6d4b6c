import { paths, type SeoDocument } from '@lapm/contracts';
import { aboutSeo } from './seo/about';
import { basketSeo } from './seo/basket';
import { contactSeo } from './seo/contact';
import { corporateSeo } from './seo/corporate';
import { duoSeo } from './seo/duo';
import { familySeo } from './seo/family';
import { faqSeo } from './seo/faq';
import { hobbySeo } from './seo/hobby';
import { homeSeo } from './seo/home';
import { legalSeo } from './seo/legal';
import { lifestyleSeo } from './seo/lifestyle';
import { newbornSeo } from './seo/newborn';
import { portfolioSeo } from './seo/portfolio';
import { pregnancySeo } from './seo/pregnancy';
import { pricesSeo } from './seo/prices';
import { soloSeo } from './seo/solo';
import { termsSeo } from './seo/terms';
import { weddingSeo } from './seo/wedding';

/**
 * Each public page's Google title and description as first published (« Référencement »): written
 * to an empty database. One module a page: a page's head module, which shows its own when the
 * published ones cannot be read, bundles that page's alone.
 */
export const seo: SeoDocument = {
  pages: [
    { path: paths.home, ...homeSeo },
    { path: paths.prices, ...pricesSeo },
    { path: paths.lifestyle, ...lifestyleSeo },
    { path: paths.solo, ...soloSeo },
    { path: paths.duo, ...duoSeo },
    { path: paths.family, ...familySeo },
    { path: paths.pregnancy, ...pregnancySeo },
    { path: paths.newborn, ...newbornSeo },
    { path: paths.hobby, ...hobbySeo },
    { path: paths.wedding, ...weddingSeo },
    { path: paths.corporate, ...corporateSeo },
    { path: paths.portfolio, ...portfolioSeo },
    { path: paths.about, ...aboutSeo },
    { path: paths.contact, ...contactSeo },
    { path: paths.faq, ...faqSeo },
    { path: paths.terms, ...termsSeo },
    { path: paths.legal, ...legalSeo },
    { path: paths.basket, ...basketSeo },
  ],
};
