import { head, structuredData } from '../content/heads/solo';
import { soloPage } from '../content/services/solo';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(soloPage, head, structuredData);
