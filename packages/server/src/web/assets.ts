import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName, RouteEntry, Stylesheet } from '@lapm/contracts';
import type { Config } from '../config';

/**
 * The files of the browser builds a page needs at first paint: the shell's scripts and
 * stylesheets (its build's manifest.json), and the stylesheets of the page's screen (its
 * remote's mf-manifest.json, which the browser is also handed, pinned, to hydrate with).
 */
export interface BrowserManifest {
  [field: string]: unknown;
  exposes: { name: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

interface ShellBuildManifest {
  entries: { index: { initial: { js?: string[]; css?: string[] } } };
}

export interface ShellAssets {
  scripts: string[];
  stylesheets: Stylesheet[];
}

/**
 * One stylesheet per content hash: a remote's build carries its own copy of the UI kit's,
 * under the same name and hash as the shell's, which is the one the browser uses.
 */
export function uniqueStylesheets(stylesheets: readonly Stylesheet[]): Stylesheet[] {
  const byHash = new Map<string, Stylesheet>();
  for (const stylesheet of stylesheets) {
    const hash = /\.([0-9a-f]{8,})\.css$/.exec(stylesheet.href)?.[1] ?? stylesheet.href;
    if (!byHash.has(hash)) byHash.set(hash, stylesheet);
  }
  return [...byHash.values()];
}

/**
 * Whether `file` is the chunk of another screen of the remote (`__federation_expose_<Name>`). The
 * federation manifest lists among a screen's later files every chunk holding a module its lazy
 * imports reach, other screens' entries included: the gallery's named the booking move's
 * stylesheet, which then blocked the gallery's first paint. A screen drawn by the server never
 * draws another screen; what it draws is in its own chunks.
 */
function otherScreenChunk(file: string, module: string): boolean {
  const name = /(?:^|\/)__federation_expose_([^./]+)\./.exec(file)?.[1];
  return name !== undefined && name !== module;
}

export function createAssets(config: Config, readManifest: (url: string) => Promise<string>) {
  const shellDist = join(config.webRoot, 'shell', 'dist');
  let shell: { version: string; assets: Promise<ShellAssets> } | undefined;
  const remotes = new Map<string, Promise<BrowserManifest | undefined>>();

  async function readShell(): Promise<ShellAssets> {
    const manifest = JSON.parse(
      await readFile(join(shellDist, 'manifest.json'), 'utf8'),
    ) as ShellBuildManifest;
    const { js = [], css = [] } = manifest.entries.index.initial;
    return { scripts: js, stylesheets: css.map((href) => ({ href })) };
  }

  function remoteManifest(remote: RemoteName, version: string): Promise<BrowserManifest | undefined> {
    const key = `${remote}@${version}`;
    let manifest = remotes.get(key);
    if (!manifest) {
      const reading = readManifest(config.remotes[remote].url).then(
        (text) => JSON.parse(text) as BrowserManifest,
      );
      // Kept once read; a failure is not kept, so that the next page asks again.
      manifest = reading.catch(() => {
        remotes.delete(key);
        return undefined;
      });
      remotes.set(key, manifest);
    }
    return manifest;
  }

  return {
    /** The shell's entry files, read once per shell version. */
    shell(version: string): Promise<ShellAssets> {
      if (shell?.version !== version) shell = { version, assets: readShell() };
      return shell.assets;
    },
    remoteManifest,
    /**
     * The screen's stylesheets, as the browser would fetch them: beside its manifest. Undefined
     * when the manifest could not be read.
     */
    async screenStylesheets(route: RouteEntry, version: string): Promise<Stylesheet[] | undefined> {
      const manifest = await remoteManifest(route.remote, version);
      if (!manifest) return undefined;
      const expose = manifest?.exposes.find((entry) => entry.name === route.module);
      const url = config.remotes[route.remote].url;
      const base = url.slice(0, url.lastIndexOf('/') + 1);
      const later = (expose?.assets.css.async ?? []).filter((file) => !otherScreenChunk(file, route.module));
      const files = [...(expose?.assets.css.sync ?? []), ...later];
      return files.map((file) => ({ href: `${base}${file}`, chunk: file }));
    },
    /** A redeploy of the app: its manifests are read again. */
    drop(app: string) {
      for (const key of remotes.keys()) if (key.startsWith(`${app}@`)) remotes.delete(key);
    },
  };
}

export type Assets = ReturnType<typeof createAssets>;
