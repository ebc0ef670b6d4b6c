// Async boundary: shared singletons are negotiated before any of them is used. In a task of
// its own: evaluating this entry (the federation runtime) and negotiating the singletons were
// one long task that kept the page from answering input (docs/performance.md).
setTimeout(() => import('./bootstrap'));
