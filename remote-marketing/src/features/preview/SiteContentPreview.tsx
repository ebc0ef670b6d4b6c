import {
  type AboutPageDocument,
  type CardPhoto,
  type ContactDocument,
  type FaqPageDocument,
  type HomePageDocument,
  type LegalNoticesDocument,
  type LifestylePageDocument,
  type PricesPageDocument,
  paths,
  type ServicePageDocument,
  type ServicePageKey,
  type SiteContentDocument,
  type SiteContentPage,
  siteContentPageOf,
  type TermsOfSaleDocument,
} from '@lapm/contracts';
import { useStudioContact } from '@lapm/seo/studio-contact';
import { Button } from '@lapm/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { aboutPageContent } from '../../content/aboutPage';
import { lifestylePageContent } from '../../content/lifestylePage';
import { corporateMedia } from '../../content/services/corporate';
import { duoMedia } from '../../content/services/duo';
import { familyMedia } from '../../content/services/family';
import { hobbyMedia } from '../../content/services/hobby';
import { pregnancyMedia } from '../../content/services/pregnancy';
import { soloMedia } from '../../content/services/solo';
import { weddingMedia } from '../../content/services/wedding';
import { type ServiceMedia, serviceCardsOf, servicePageContent } from '../../content/siteContent';
import { fr } from '../../i18n/fr';
import { AboutView } from '../about/AboutPage';
import { ContactView } from '../contact/ContactPage';
import { FaqView } from '../faq/FaqPage';
import { HomeView } from '../home/HomePage';
import { LegalNoticesView } from '../legal-notices/LegalNoticesPage';
import { PricesView } from '../prices/PricesPage';
import { LifestyleView } from '../services/LifestylePage';
import { ServicePage } from '../services/ServicePage';
import { PageHeader } from '../shared/PageHeader';
import { TermsOfSaleView } from '../terms-of-sale/TermsOfSalePage';
import styles from './SiteContentPreview.module.css';

const media: Record<ServicePageKey, ServiceMedia> = {
  solo: soloMedia,
  duo: duoMedia,
  famille: familyMedia,
  grossesse: pregnancyMedia,
  hobby: hobbyMedia,
  mariage: weddingMedia,
  corporate: corporateMedia,
};

interface Draft {
  page: SiteContentPage;
  document: SiteContentDocument;
  photos: Record<string, CardPhoto>;
}

const isDraft = (state: unknown): state is Draft =>
  typeof state === 'object' && state !== null && 'page' in state && 'document' in state && 'photos' in state;

/**
 * The admin's preview of a draft of « Contenu du site »: drawn by the public page's own
 * components, as visitors will see it once published. The draft comes in the navigation's state
 * and goes back with it, so her form is still filled.
 */
export default function SiteContentPreview() {
  const text = fr.preview;
  const { state } = useLocation();
  const navigate = useNavigate();
  const { email } = useStudioContact();
  if (!isDraft(state)) {
    return <PageHeader title={text.title} lead={text.nothing} />;
  }
  const info = siteContentPageOf(state.page);
  return (
    <>
      <div className={styles.banner} role="status">
        <p>{text.banner}</p>
        <Button variant="secondary" onClick={() => navigate(paths.adminSiteContent, { state })}>
          {text.back}
        </Button>
      </div>
      {info?.kind === 'service' && (
        <ServicePage
          content={servicePageContent(
            state.document as ServicePageDocument,
            media[state.page as ServicePageKey],
            undefined,
            email,
          )}
          page={info.paths[0] ?? ''}
        />
      )}
      {info?.kind === 'about' && <AboutView page={aboutPageContent(state.document as AboutPageDocument)} />}
      {info?.kind === 'lifestyle' && (
        <LifestyleView page={lifestylePageContent(state.document as LifestylePageDocument)} />
      )}
      {info?.kind === 'faq' && <FaqView page={state.document as FaqPageDocument} />}
      {info?.kind === 'home' && <HomeView text={state.document as HomePageDocument} />}
      {info?.kind === 'terms' && <TermsOfSaleView words={state.document as TermsOfSaleDocument} />}
      {info?.kind === 'legal' && <LegalNoticesView words={state.document as LegalNoticesDocument} />}
      {info?.kind === 'contact' && <ContactView details={state.document as ContactDocument} />}
      {info?.kind === 'prices' && (
        <PricesView serviceCards={serviceCardsOf(state.document as PricesPageDocument, state.photos)} />
      )}
    </>
  );
}
