import { head, structuredData } from '../content/heads/corporate';
import { corporatePage } from '../content/services/corporate';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(corporatePage, head, structuredData);
