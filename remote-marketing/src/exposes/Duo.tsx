import { head, structuredData } from '../content/heads/duo';
import { duoPage } from '../content/services/duo';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(duoPage, head, structuredData);
