import { corporate } from '@lapm/site-seed/corporate';
import { head } from '../content/heads/corporate';
import { corporateMedia } from '../content/services/corporate';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(corporate, corporateMedia, head);
