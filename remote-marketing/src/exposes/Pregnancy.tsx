import { grossesse } from '@lapm/site-seed/grossesse';
import { head } from '../content/heads/pregnancy';
import { pregnancyMedia } from '../content/services/pregnancy';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(grossesse, pregnancyMedia, head);
