import { hobby } from '@lapm/site-seed/hobby';
import { head } from '../content/heads/hobby';
import { hobbyMedia } from '../content/services/hobby';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(hobby, hobbyMedia, head);
