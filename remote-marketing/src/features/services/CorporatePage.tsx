import { corporatePage } from '../../content/servicePages';
import { ServicePage } from './ServicePage';

export default function CorporatePage() {
  return <ServicePage content={corporatePage} />;
}
