import { familyPage } from '../../content/servicePages';
import { ServicePage } from './ServicePage';

export default function FamilyPage() {
  return <ServicePage content={familyPage} />;
}
