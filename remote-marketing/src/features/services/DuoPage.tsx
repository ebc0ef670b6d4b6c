import { duoPage } from '../../content/servicePages';
import { ServicePage } from './ServicePage';

export default function DuoPage() {
  return <ServicePage content={duoPage} />;
}
