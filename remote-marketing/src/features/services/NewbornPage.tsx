import { DocumentHead } from '@lapm/seo';
import { head, structuredData } from '../../content/heads/newborn';
import { newbornPage } from '../../content/services/newborn';
import { ServicePage } from './ServicePage';

export default function NewbornPage() {
  return (
    <>
      <DocumentHead head={head} structuredData={structuredData} />
      <ServicePage content={newbornPage} />
    </>
  );
}
