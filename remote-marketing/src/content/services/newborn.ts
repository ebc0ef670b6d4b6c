import type { ServicePageContent } from '../types';
import { pregnancyPage } from './pregnancy';

/** The newborn page shows the pregnancy content (spec section 2), under its own title. */
export const newbornPage: ServicePageContent = {
  ...pregnancyPage,
  title: 'Séance nouveau-né et grossesse',
};
