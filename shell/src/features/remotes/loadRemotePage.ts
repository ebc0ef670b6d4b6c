import type { RemoteName } from '@lapm/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { refreshRemote } from './manifest';

export type PageModule = { default: ComponentType };

async function loadOnce(remote: RemoteName, module: string): Promise<PageModule> {
  const loaded = await loadRemote<PageModule>(`${remote}/${module}`);
  // loadRemote can resolve to null when a plugin swallowed the error: make it an error.
  if (!loaded?.default) throw new Error(`Module ${remote}/${module} indisponible`);
  return loaded;
}

/**
 * Loads a screen exposed by a remote. A first failure (typically a chunk that a
 * redeploy removed) is retried once with a freshly registered remote.
 */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<PageModule> {
  try {
    return await loadOnce(remote, module);
  } catch {
    await refreshRemote(remote);
    return loadOnce(remote, module);
  }
}
