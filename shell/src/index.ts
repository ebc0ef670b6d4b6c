import { recordTypedValues } from './features/prerender/typedValues';
import { preloadScreenFiles } from './features/remotes/screenPreloads';

preloadScreenFiles();
recordTypedValues();
// Async boundary: shared singletons are negotiated before any of them is used. In a task of
// its own: evaluating this entry (the federation runtime) and negotiating the singletons were
// one long task that kept the page from answering input (docs/performance.md: on /, median
// Total Blocking Time 915 → 795 ms).
setTimeout(() => import('./bootstrap'));
