import { soloPage } from '../../content/servicePages';
import { ServicePage } from './ServicePage';

export default function SoloPage() {
  return <ServicePage content={soloPage} />;
}
