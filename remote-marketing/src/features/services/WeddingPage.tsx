import { DocumentHead } from '@lapm/seo';
import { head, structuredData } from '../../content/heads/wedding';
import { weddingPage } from '../../content/services/wedding';
import { ServicePage } from './ServicePage';

export default function WeddingPage() {
  return (
    <>
      <DocumentHead head={head} structuredData={structuredData} />
      <ServicePage content={weddingPage} />
    </>
  );
}
