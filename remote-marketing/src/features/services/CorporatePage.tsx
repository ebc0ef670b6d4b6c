import { DocumentHead } from '@lapm/seo';
import { head, structuredData } from '../../content/heads/corporate';
import { corporatePage } from '../../content/services/corporate';
import { ServicePage } from './ServicePage';

export default function CorporatePage() {
  return (
    <>
      <DocumentHead head={head} structuredData={structuredData} />
      <ServicePage content={corporatePage} />
    </>
  );
}
