import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { listenOnLoopback, repoRoot } from './server';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface StaticHost {
  url: string;
  /** The folder it serves: what was published. */
  folder: string;
  close: () => Promise<void>;
}

/**
 * A remote's `dist/` published on a host of its own, as a CDN would serve it: CORS for the
 * site's pages, the manifests revalidated, hashed files cached, and the build's brotli copy
 * to a browser that accepts it.
 */
export function publishRemote(remote: 'blog' | 'marketing'): Promise<StaticHost> {
  const folder = mkdtempSync(join(tmpdir(), `lapm-${remote}-host-`));
  cpSync(join(repoRoot, `remote-${remote}`, 'dist'), folder, { recursive: true });
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(folder, path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader(
      'Cache-Control',
      /\.[0-9a-f]{8,}\./.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (!file.startsWith(folder) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    const brotli =
      /\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')) &&
      statSync(`${file}.br`, { throwIfNoEntry: false })?.isFile();
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    response.end(readFileSync(brotli ? `${file}.br` : file));
  });
  return listenOnLoopback(server).then((port) => ({
    url: `http://127.0.0.1:${port}`,
    folder,
    close: () =>
      new Promise((closed) =>
        server.close(() => {
          rmSync(folder, { recursive: true, force: true });
          closed();
        }),
      ),
  }));
}
