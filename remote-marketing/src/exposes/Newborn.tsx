import { head, structuredData } from '../content/heads/newborn';
import { newbornPage } from '../content/services/newborn';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(newbornPage, head, structuredData);
