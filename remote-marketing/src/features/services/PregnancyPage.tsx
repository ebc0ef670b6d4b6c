import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { pregnancyPage } from '../../content/servicePages';
import { structuredData } from '../../content/structuredData';
import { ServicePage } from './ServicePage';

export default function PregnancyPage() {
  return (
    <>
      <DocumentHead head={pageHeads.pregnancy} structuredData={structuredData.pregnancy} />
      <ServicePage content={pregnancyPage} />
    </>
  );
}
