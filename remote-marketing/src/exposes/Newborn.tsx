import { grossesse } from '@lapm/site-seed/grossesse';
import { head } from '../content/heads/newborn';
import { NEWBORN_TITLE } from '../content/services/newborn';
import { pregnancyMedia } from '../content/services/pregnancy';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(grossesse, pregnancyMedia, head, NEWBORN_TITLE);
