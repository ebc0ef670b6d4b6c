import type {
  AboutPageDocument,
  CardPhoto,
  ContactDocument,
  FaqPageDocument,
  HomePageDocument,
  LegalNoticesDocument,
  LifestylePageDocument,
  SiteContentPage as PageKey,
  PricesPageDocument,
  SeoDocument,
  ServicePageDocument,
  SiteContentDocument,
  SiteContentEdition,
  TermsOfSaleDocument,
} from '@lapm/contracts';
import { siteContentPageOf } from '@lapm/contracts';
import { AboutEditor } from './AboutEditor';
import { CardsEditor, publishedCardKeys } from './CardsEditor';
import { ContactEditor } from './ContactEditor';
import { FaqEditor } from './FaqEditor';
import { publishedFormulaKeysOf } from './FormulasEditor';
import { HomeEditor } from './HomeEditor';
import { LegalNoticesEditor } from './LegalNoticesEditor';
import { LifestyleEditor } from './LifestyleEditor';
import { SeoEditor } from './SeoEditor';
import { ServiceEditor } from './ServiceEditor';
import { TermsOfSaleEditor } from './TermsOfSaleEditor';

/** The fields of the page on screen: each kind of page has its own editor. */
export function PageEditor({
  page,
  draft,
  edition,
  onChange,
  onPhotos,
}: {
  page: PageKey;
  draft: SiteContentDocument;
  edition: SiteContentEdition | null;
  onChange: (document: SiteContentDocument) => void;
  onPhotos: (photos: Record<string, CardPhoto>) => void;
}) {
  const kind = siteContentPageOf(page)?.kind;
  return (
    <>
      {kind === 'service' && (
        <ServiceEditor
          page={page}
          document={draft as ServicePageDocument}
          publishedFormulaKeys={publishedFormulaKeysOf(edition?.document)}
          onChange={onChange}
        />
      )}
      {kind === 'about' && <AboutEditor document={draft as AboutPageDocument} onChange={onChange} />}
      {kind === 'lifestyle' && (
        <LifestyleEditor document={draft as LifestylePageDocument} onChange={onChange} />
      )}
      {kind === 'faq' && <FaqEditor document={draft as FaqPageDocument} onChange={onChange} />}
      {kind === 'seo' && <SeoEditor document={draft as SeoDocument} onChange={onChange} />}
      {kind === 'contact' && <ContactEditor document={draft as ContactDocument} onChange={onChange} />}
      {kind === 'home' && <HomeEditor document={draft as HomePageDocument} onChange={onChange} />}
      {kind === 'terms' && <TermsOfSaleEditor document={draft as TermsOfSaleDocument} onChange={onChange} />}
      {kind === 'legal' && (
        <LegalNoticesEditor document={draft as LegalNoticesDocument} onChange={onChange} />
      )}
      {kind === 'prices' && (
        <CardsEditor
          document={draft as PricesPageDocument}
          publishedKeys={publishedCardKeys(edition?.document)}
          onChange={onChange}
          onPhotos={onPhotos}
        />
      )}
    </>
  );
}
