import { grossesse } from '@lapm/site-seed/grossesse';
import { servicePageContent } from '../siteContent';
import { pregnancyMedia } from './pregnancy';

/** The newborn page shows the pregnancy content (spec section 2), under its own title. */
export const NEWBORN_TITLE = 'Séance nouveau-né et grossesse';

export const newbornPage = servicePageContent(grossesse, pregnancyMedia, NEWBORN_TITLE);
