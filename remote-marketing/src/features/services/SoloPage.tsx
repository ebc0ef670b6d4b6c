import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { soloPage } from '../../content/servicePages';
import { structuredData } from '../../content/structuredData';
import { ServicePage } from './ServicePage';

export default function SoloPage() {
  return (
    <>
      <DocumentHead head={pageHeads.solo} structuredData={structuredData.solo} />
      <ServicePage content={soloPage} />
    </>
  );
}
