import { type ReactNode, use } from 'react';
import { sharedContext } from './sharedContext';

/**
 * How a screen rendered on the server says it has nothing to show (an unknown article): the
 * shell's server render reads it, and the page answers 404.
 */
export interface PageStatusRecorder {
  missing(): void;
}

const PageStatusContext = sharedContext<PageStatusRecorder | null>('page-status', null);

export function PageStatusProvider({ value, children }: { value: PageStatusRecorder; children: ReactNode }) {
  return <PageStatusContext value={value}>{children}</PageStatusContext>;
}

/** Marks the page being rendered on the server as missing; nothing in the browser. */
export function useMissingPage(): void {
  use(PageStatusContext)?.missing();
}
