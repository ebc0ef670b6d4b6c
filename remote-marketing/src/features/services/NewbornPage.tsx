import { newbornPage } from '../../content/servicePages';
import { ServicePage } from './ServicePage';

export default function NewbornPage() {
  return <ServicePage content={newbornPage} />;
}
