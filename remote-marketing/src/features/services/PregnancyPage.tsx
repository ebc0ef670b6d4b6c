import { DocumentHead } from '@lapm/seo';
import { head, structuredData } from '../../content/heads/pregnancy';
import { pregnancyPage } from '../../content/services/pregnancy';
import { ServicePage } from './ServicePage';

export default function PregnancyPage() {
  return (
    <>
      <DocumentHead head={head} structuredData={structuredData} />
      <ServicePage content={pregnancyPage} />
    </>
  );
}
