import { readBootData } from '@lapm/api-client/boot-data';
import { type RemoteManifest, type RemoteName, remoteNames } from '@lapm/contracts';

/** Where the runtime manifest lives: same origin as the shell, never baked in. */
const MANIFEST_URL = '/remotes.json';

/** Where the API is when the manifest does not say (the contracts' schema has the same default). */
export const DEFAULT_API_BASE_URL = '/api';

let current: RemoteManifest | null = null;
let loading: Promise<RemoteManifest> | undefined;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

/**
 * Checks /remotes.json as the contracts' `remoteManifestSchema` does (known remote names
 * only, string addresses, default API base URL), by hand: the shell is on every first
 * visit and zod would cost it ~25 KB gzip for this one check.
 */
export function parseManifest(value: unknown): RemoteManifest {
  if (!isRecord(value) || !isRecord(value.remotes)) throw new Error('Manifeste des remotes invalide');
  const remotes: RemoteManifest['remotes'] = {};
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (!isRemoteName(name) || typeof entry !== 'string') {
      throw new Error(`Manifeste des remotes invalide : ${name}`);
    }
    remotes[name] = entry;
  }
  const { apiBaseUrl = DEFAULT_API_BASE_URL } = value;
  if (typeof apiBaseUrl !== 'string') throw new Error('Manifeste des remotes invalide : apiBaseUrl');
  return { remotes, apiBaseUrl };
}

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Erreur HTTP ${response.status}`);
  return parseManifest(await response.json());
}

async function readManifest(): Promise<RemoteManifest> {
  const inline = readBootData().remotes;
  current = inline ? parseManifest(inline) : await fetchManifest();
  return current;
}

/**
 * Read once, at start: the shell needs the API's address, the federation runtime the remotes.
 * The copy inlined in the page saves a round trip; without it (a static host), /remotes.json.
 */
export function loadManifest(): Promise<RemoteManifest> {
  loading ??= readManifest();
  return loading;
}

/** After a failed load (remote down, or redeployed): the newest manifest, else the last one read. */
export async function refreshManifest(): Promise<RemoteManifest | null> {
  try {
    current = await fetchManifest();
  } catch {
    // Keep the last known manifest; the retry still re-fetches the remote's entry.
  }
  return current;
}
