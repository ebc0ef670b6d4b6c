import { duo } from '@lapm/site-seed/duo';
import { head } from '../content/heads/duo';
import { duoMedia } from '../content/services/duo';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(duo, duoMedia, head);
