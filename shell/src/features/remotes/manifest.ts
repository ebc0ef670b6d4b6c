import { type RemoteManifest, type RemoteName, remoteNames } from '@lapm/contracts';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

/** Where the runtime manifest lives: same origin as the shell, never baked in. */
const MANIFEST_URL = '/remotes.json';

/** The same manifest, inlined in the page by the server (packages/server/src/web/page.ts). */
const INLINE_MANIFEST_ID = 'remotes-manifest';

/** The browser manifests of the versions the server rendered, by URL (packages/server/src/web/render.ts). */
const PINNED_MANIFESTS_ID = 'pinned-manifests';

/** Where the API is when the manifest does not say (the contracts' schema has the same default). */
export const DEFAULT_API_BASE_URL = '/api';

let current: RemoteManifest | null = null;
let pinned = new Map<string, string>();

/**
 * The page was rendered with one version of its remote: the runtime is handed that version's
 * manifest instead of fetching the newest, whose chunks would render something else than what
 * is on screen (a hydration mismatch after a redeploy). Its hashed files stay deployed.
 */
function pinRenderedVersions() {
  const block = document.getElementById(PINNED_MANIFESTS_ID)?.textContent;
  if (!block) return;
  const manifests: unknown = JSON.parse(block);
  if (!isRecord(manifests)) return;
  pinned = new Map(
    Object.entries(manifests).map(([url, manifest]) => [
      new URL(url, window.location.href).href,
      JSON.stringify(manifest),
    ]),
  );
  registerPlugins([
    {
      name: 'lapm-pinned-manifests',
      fetch(url: string) {
        const manifest = pinned.get(new URL(url, window.location.href).href);
        if (manifest === undefined) return undefined;
        return Promise.resolve(new Response(manifest, { headers: { 'Content-Type': 'application/json' } }));
      },
    },
  ]);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
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

function register(manifest: RemoteManifest, force: boolean, only?: RemoteName) {
  const remotes = Object.entries(manifest.remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force });
}

/**
 * Called once at start: the shell renders only after the remotes are known. The copy
 * inlined in the page saves a round trip; without it (a static host), /remotes.json.
 */
export async function loadManifest(): Promise<RemoteManifest> {
  const inline = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  current = inline ? parseManifest(JSON.parse(inline)) : await fetchManifest();
  pinRenderedVersions();
  register(current, false);
  return current;
}

/**
 * After a failed load (remote down, or its chunks replaced by a redeploy), read the
 * manifest again and re-register that remote, dropping what the runtime cached.
 */
export async function refreshRemote(name: RemoteName): Promise<void> {
  // The newest version from now on: the pinned one may be the one that failed.
  pinned.clear();
  try {
    current = await fetchManifest();
  } catch {
    // Keep the last known manifest; the retry below still re-fetches the remote's entry.
  }
  if (current) register(current, true, name);
}
