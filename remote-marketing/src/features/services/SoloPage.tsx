import { DocumentHead } from '@lapm/seo';
import { head, structuredData } from '../../content/heads/solo';
import { soloPage } from '../../content/services/solo';
import { ServicePage } from './ServicePage';

export default function SoloPage() {
  return (
    <>
      <DocumentHead head={head} structuredData={structuredData} />
      <ServicePage content={soloPage} />
    </>
  );
}
