import { DocumentHead } from '@lapm/seo';
import { head, structuredData } from '../../content/heads/hobby';
import { hobbyPage } from '../../content/services/hobby';
import { ServicePage } from './ServicePage';

export default function HobbyPage() {
  return (
    <>
      <DocumentHead head={head} structuredData={structuredData} />
      <ServicePage content={hobbyPage} />
    </>
  );
}
