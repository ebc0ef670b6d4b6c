import { mariage } from '@lapm/site-seed/mariage';
import { head } from '../content/heads/wedding';
import { weddingMedia } from '../content/services/wedding';
import { serviceScreen } from '../features/services/ServicePage';

export default serviceScreen(mariage, weddingMedia, head);
