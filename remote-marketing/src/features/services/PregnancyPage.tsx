import { pregnancyPage } from '../../content/servicePages';
import { ServicePage } from './ServicePage';

export default function PregnancyPage() {
  return <ServicePage content={pregnancyPage} />;
}
