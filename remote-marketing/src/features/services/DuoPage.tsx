import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { duoPage } from '../../content/servicePages';
import { structuredData } from '../../content/structuredData';
import { ServicePage } from './ServicePage';

export default function DuoPage() {
  return (
    <>
      <DocumentHead head={pageHeads.duo} structuredData={structuredData.duo} />
      <ServicePage content={duoPage} />
    </>
  );
}
