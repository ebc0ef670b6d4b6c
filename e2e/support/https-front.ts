import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenOnLoopback } from './server';

export interface HttpsFront {
  url: string;
  close: () => Promise<void>;
}

export interface Certificate {
  /** The PEM file, for NODE_EXTRA_CA_CERTS: a server that fetches from a front trusts it. */
  file: string;
  key: Buffer;
  cert: Buffer;
}

/** A self-signed certificate for 127.0.0.1, made by openssl (Debian has it) in a temporary folder. */
export function loopbackCertificate(): Certificate {
  const folder = mkdtempSync(join(tmpdir(), 'lapm-tls-'));
  const key = join(folder, 'key.pem');
  const file = join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    // A name for the IP itself (subjectAltName): Node checks it, not the common name.
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', file],
    ],
    { stdio: 'ignore' },
  );
  return { file, key: readFileSync(key), cert: readFileSync(file) };
}

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** Headers a proxy passes on: those of the request or answer, less the connection's own. */
export const forwarded = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)),
  );

/**
 * What a visitor reaches in production (docs/deploy.md): a proxy that ends TLS in front of the
 * server and speaks HTTP/2 to the browser, as Caddy does by default and nginx with `http2 on`.
 * On loopback, for the benchmark: Lighthouse's simulated network models one connection per
 * request over HTTP/1.1, each with its own handshake, where HTTP/2 shares one warm connection.
 */
export function startHttpsFront(upstream: string, certificate: Certificate): Promise<HttpsFront> {
  const target = new URL(upstream);
  const server = createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (request, response) => {
      const proxied = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...forwarded(request.headers), host: target.host },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
          answer.pipe(response);
        },
      );
      proxied.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(proxied);
    },
  );
  return listenOnLoopback(server).then((port) => ({
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }));
}
