import { type RemoteManifest, type RemoteName, remoteManifestSchema } from '@lapm/contracts';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Where the runtime manifest lives: same origin as the shell, never baked in. */
const MANIFEST_URL = '/remotes.json';

let current: RemoteManifest | null = null;

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Erreur HTTP ${response.status}`);
  return remoteManifestSchema.parse(await response.json());
}

function register(manifest: RemoteManifest, force: boolean, only?: RemoteName) {
  const remotes = Object.entries(manifest.remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force });
}

/** Called once at start: the shell renders only after the remotes are known. */
export async function loadManifest(): Promise<RemoteManifest> {
  current = await fetchManifest();
  register(current, false);
  return current;
}

export const currentManifest = () => current;

/**
 * After a failed load (remote down, or its chunks replaced by a redeploy), read the
 * manifest again and re-register that remote, dropping what the runtime cached.
 */
export async function refreshRemote(name: RemoteName): Promise<void> {
  try {
    current = await fetchManifest();
  } catch {
    // Keep the last known manifest; the retry below still re-fetches the remote's entry.
  }
  if (current) register(current, true, name);
}
