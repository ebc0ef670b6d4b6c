import { DocumentHead } from '@lapm/seo';
import { pageHeads } from '../../content/pageHeads';
import { familyPage } from '../../content/servicePages';
import { structuredData } from '../../content/structuredData';
import { ServicePage } from './ServicePage';

export default function FamilyPage() {
  return (
    <>
      <DocumentHead head={pageHeads.family} structuredData={structuredData.family} />
      <ServicePage content={familyPage} />
    </>
  );
}
