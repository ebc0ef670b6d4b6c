import { DocumentHead } from '@lapm/seo';
import { head, structuredData } from '../../content/heads/duo';
import { duoPage } from '../../content/services/duo';
import { ServicePage } from './ServicePage';

export default function DuoPage() {
  return (
    <>
      <DocumentHead head={head} structuredData={structuredData} />
      <ServicePage content={duoPage} />
    </>
  );
}
