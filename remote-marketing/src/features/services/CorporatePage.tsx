import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { corporatePage } from '../../content/servicePages';
import { structuredData } from '../../content/structuredData';
import { ServicePage } from './ServicePage';

export default function CorporatePage() {
  return (
    <>
      <DocumentHead head={pageHeads.corporate} structuredData={structuredData.corporate} />
      <ServicePage content={corporatePage} />
    </>
  );
}
