import { head, structuredData } from '../content/heads/family';
import { familyPage } from '../content/services/family';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(familyPage, head, structuredData);
