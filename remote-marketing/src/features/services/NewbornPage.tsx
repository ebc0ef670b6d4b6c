import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { newbornPage } from '../../content/servicePages';
import { structuredData } from '../../content/structuredData';
import { ServicePage } from './ServicePage';

export default function NewbornPage() {
  return (
    <>
      <DocumentHead head={pageHeads.newborn} structuredData={structuredData.newborn} />
      <ServicePage content={newbornPage} />
    </>
  );
}
