import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { weddingPage } from '../../content/servicePages';
import { structuredData } from '../../content/structuredData';
import { ServicePage } from './ServicePage';

export default function WeddingPage() {
  return (
    <>
      <DocumentHead head={pageHeads.wedding} structuredData={structuredData.wedding} />
      <ServicePage content={weddingPage} />
    </>
  );
}
