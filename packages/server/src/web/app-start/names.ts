import { APP_START_ID, FONTS_ATTRIBUTE, FONTS_CACHED_KEY } from '@lapm/contracts';
import type { StartNames } from './start-app';

/** The names the start script is given (./start-app.ts). */
export const START_NAMES: StartNames = {
  fontsCachedKey: FONTS_CACHED_KEY,
  fontsAttribute: FONTS_ATTRIBUTE,
  listId: APP_START_ID,
};
