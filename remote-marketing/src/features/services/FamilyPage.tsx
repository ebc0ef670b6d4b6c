import { DocumentHead } from '@lapm/seo';
import { head, structuredData } from '../../content/heads/family';
import { familyPage } from '../../content/services/family';
import { ServicePage } from './ServicePage';

export default function FamilyPage() {
  return (
    <>
      <DocumentHead head={head} structuredData={structuredData} />
      <ServicePage content={familyPage} />
    </>
  );
}
