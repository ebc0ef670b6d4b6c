import { head, structuredData } from '../content/heads/hobby';
import { hobbyPage } from '../content/services/hobby';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(hobbyPage, head, structuredData);
