import { solo } from '@lapm/site-seed/solo';
import { head } from '../content/heads/solo';
import { soloMedia } from '../content/services/solo';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(solo, soloMedia, head);
