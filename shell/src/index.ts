import { recordTypedValues } from './features/prerender/typedValues';
import { preloadScreenFiles } from './features/remotes/screenPreloads';

preloadScreenFiles();
recordTypedValues();
// Async boundary: shared singletons are negotiated before any of them is used.
import('./bootstrap');
