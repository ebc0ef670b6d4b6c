import { hobbyPage } from '../../content/servicePages';
import { ServicePage } from './ServicePage';

export default function HobbyPage() {
  return <ServicePage content={hobbyPage} />;
}
