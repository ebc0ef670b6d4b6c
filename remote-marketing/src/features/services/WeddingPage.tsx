import { weddingPage } from '../../content/servicePages';
import { ServicePage } from './ServicePage';

export default function WeddingPage() {
  return <ServicePage content={weddingPage} />;
}
