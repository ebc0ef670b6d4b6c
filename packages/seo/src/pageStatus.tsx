import { type Context, createContext, type ReactNode, use } from 'react';

/**
 * How a screen rendered on the server says it has nothing to show (an unknown article): the
 * shell's server render reads it, and the page answers 404. The context lives under a global
 * symbol: each app bundles its own copy of this package, and the one React reads them as one.
 */
export interface PageStatusRecorder {
  missing(): void;
}

const CONTEXT_KEY = Symbol.for('lapm.page-status');
const holder = globalThis as { [CONTEXT_KEY]?: Context<PageStatusRecorder | null> };
holder[CONTEXT_KEY] ??= createContext<PageStatusRecorder | null>(null);
const PageStatusContext = holder[CONTEXT_KEY];

export function PageStatusProvider({ value, children }: { value: PageStatusRecorder; children: ReactNode }) {
  return <PageStatusContext value={value}>{children}</PageStatusContext>;
}

/** Marks the page being rendered on the server as missing; nothing in the browser. */
export function useMissingPage(): void {
  use(PageStatusContext)?.missing();
}
