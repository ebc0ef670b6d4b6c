import { famille } from '@lapm/site-seed/famille';
import { head } from '../content/heads/family';
import { familyMedia } from '../content/services/family';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(famille, familyMedia, head);
