import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteNames } from '@lapm/contracts';
import type { Config } from '../config';

/** Longest a remote host may take to answer for a manifest, each try. */
const FETCH_TIMEOUT_MS = 2000;
const FETCH_TRIES = 2;

/**
 * The file behind an address of this server's own apps (static.ts serves them): the shell's
 * build at `/…`, a remote built here at `/remotes/<name>/…`. Undefined for another host.
 */
export function localFileOf(config: Config, path: string): string | undefined {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
  if (remote) {
    const name = remoteNames.find((candidate) => candidate === remote[1]);
    const dir = name && config.remotes[name].dir;
    return dir ? join(dir, remote[2] ?? '') : undefined;
  }
  return path.startsWith('/') && !path.includes('..')
    ? join(config.webRoot, 'shell', 'dist', path)
    : undefined;
}

/** A manifest from its host, tried again once: one blip does not cost a page its screen. */
export async function fetchText(url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
      return await response.text();
    } catch (error) {
      // A host that let the time run out is not asked again: no page waits twice for it.
      if (attempt >= FETCH_TRIES || (error as Error).name === 'TimeoutError') throw error;
    }
  }
}

/**
 * Reads a manifest of the apps: from disk when this server serves it, so that a page never
 * waits for a request to itself; else from its host, tried again once.
 */
export function createManifestReader(config: Config, localOrigin: () => string | undefined) {
  return async (url: string): Promise<string> => {
    const origin = localOrigin();
    const own = url.startsWith('/')
      ? url
      : origin && url.startsWith(`${origin}/`)
        ? url.slice(origin.length)
        : undefined;
    const file = own === undefined ? undefined : localFileOf(config, own.split('?')[0] ?? own);
    if (file) return readFile(file, 'utf8');
    if (own !== undefined && !origin) throw new Error(`${url} : ce serveur n’écoute pas encore`);
    return fetchText(own !== undefined && origin ? `${origin}${own}` : url);
  };
}

export type ManifestReader = ReturnType<typeof createManifestReader>;
