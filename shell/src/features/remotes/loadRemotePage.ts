import type { RemoteName } from '@lapm/contracts';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/** The federation runtime and what it loads, a chunk apart from the shell's start (federation.ts). */
export const loadFederation = () => import('./federation');

/** Loads a screen exposed by a remote. */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<PageModule> {
  const { loadScreen } = await loadFederation();
  return loadScreen(remote, module);
}
