import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { hobbyPage } from '../../content/servicePages';
import { structuredData } from '../../content/structuredData';
import { ServicePage } from './ServicePage';

export default function HobbyPage() {
  return (
    <>
      <DocumentHead head={pageHeads.hobby} structuredData={structuredData.hobby} />
      <ServicePage content={hobbyPage} />
    </>
  );
}
