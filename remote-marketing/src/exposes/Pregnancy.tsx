import { head, structuredData } from '../content/heads/pregnancy';
import { pregnancyPage } from '../content/services/pregnancy';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(pregnancyPage, head, structuredData);
