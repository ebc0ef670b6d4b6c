import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isNoIndexed } from '@lapm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './page-cache';
import { matchRoute } from './route-match';

/** How a page is sent: compressed for the browser, with a validator when it is kept for everyone. */
type Encoding = 'br' | 'gzip';
/**
 * A page kept for every visitor (a draw of the portfolio included) is compressed once, at the
 * smallest; a page sent once, a search or a 404 (RenderedPage.fastCompression) at a level whose
 * cost a request can bear: for the prices page (75 kB), brotli's 11 costs 65–300 ms of CPU,
 * its 3 ~1 ms for 20 % more bytes; gzip's 3 ~0.3 ms. Brotli's default 4 MB window is set up
 * for each page and costs more than compressing one: a 256 kB window (`LGWIN` 18) and one
 * chunk for the whole page bring its 3 from ~2.6 to ~0.7 ms (68 kB, 10 at once).
 */
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const FAST_WINDOW_BITS = 18;
/** Brotli's options for a page sent once, of `size` bytes. */
export const fastBrotliOptions = (size: number) => ({
  chunkSize: Math.max(size, 16 * 1024),
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_LGWIN]: FAST_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const compressors: Record<Encoding, (html: string | Buffer, fast: boolean) => Promise<Buffer>> = {
  br: (html, fast) =>
    fast
      ? compressBrotli(html, fastBrotliOptions(Buffer.byteLength(html)))
      : compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html, fast) => compressGzip(html, { level: fast ? 3 : 9 }),
};

/**
 * The encoding the browser accepts that makes the smallest page (RFC 9110, 12.5.3); for a page
 * compressed at a cheap level, the cheapest: there gzip's 3 is ~5 % larger than brotli's 3 and
 * costs half as much.
 */
export function preferredEncoding(header: string | undefined, fast = false): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return (fast ? (['gzip', 'br'] as const) : (['br', 'gzip'] as const)).find(accepts);
}

/** A cached page's compressed copies, made once and dropped with the page. */
const compressedPages = new WeakMap<RenderedPage, Partial<Record<Encoding, Promise<Buffer>>>>();
/** A kept page's content hash, computed once and dropped with the page. */
const pageHashes = new WeakMap<RenderedPage, string>();

/**
 * The validator of a page kept for every visitor, so that a revisit gets a 304 instead of the
 * page again. Strong, from the HTML, so that a change of content or a redeploy changes it; one
 * per representation (RFC 9110, 8.8.3), hence the encoding's suffix. A page sent once has none,
 * and neither has a draw of the portfolio: a visitor who revalidates must get a new draw, not
 * keep the one they saw. Nor a 404: preconditions apply to a 2xx answer only (RFC 9110, 13.2.2).
 */
function entityTag(page: RenderedPage, encoding: Encoding | undefined): string | undefined {
  if (!page.cached || page.drawn || page.status !== 200) return undefined;
  let hash = pageHashes.get(page);
  if (!hash) {
    hash = createHash('sha256').update(page.html).digest('base64url').slice(0, 22);
    pageHashes.set(page, hash);
  }
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** `If-None-Match` names the tag, or any (RFC 9110, 13.1.2: the weak comparison). */
function namesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  status: number = page.status,
) {
  // The encoding follows the request's Accept-Encoding, the identity included. A page whose
  // address carries a secret is kept by no cache, the browser's history included, and one
  // rendered for a logged-in visitor by no shared cache either.
  const cacheControl = page.personal ? 'private, no-store' : page.secret ? 'no-store' : 'no-cache';
  reply.header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  // From the server, so that a crawler without scripts reads it too (contracts' seo.ts).
  const { route } = matchRoute(request.url);
  if (route && isNoIndexed(route)) reply.header('X-Robots-Tag', 'noindex');
  const fast = !page.cached || Boolean(page.fastCompression);
  const encoding = preferredEncoding(request.headers['accept-encoding'], fast);
  const tag = entityTag(page, encoding);
  if (tag) {
    reply.header('ETag', tag);
    if (namesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  }
  reply.code(status).type('text/html; charset=utf-8');
  const content = page.body ?? page.html;
  if (!encoding) return reply.send(content);
  let body: Promise<Buffer>;
  if (page.cached) {
    const copies = compressedPages.get(page) ?? {};
    compressedPages.set(page, copies);
    body = copies[encoding] ??= compressors[encoding](content, fast);
  } else {
    body = compressors[encoding](content, fast);
  }
  return reply.header('Content-Encoding', encoding).send(await body);
}
