import { head, structuredData } from '../content/heads/wedding';
import { weddingPage } from '../content/services/wedding';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(weddingPage, head, structuredData);
