import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cookie is sent with any request to the API, so a state-changing request is refused
 * when the browser says it comes from another site: `Sec-Fetch-Site: cross-site`, or an `Origin`
 * that is neither this server's own origin nor the public site's. Clients that send neither header
 * (curl, scripts) are not browsers and cannot carry a visitor's cookie without being given it.
 */
export function createOriginCheck(siteUrl: string | undefined) {
  const trusted = siteUrl ? new URL(siteUrl).origin : undefined;
  return (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const refused =
      fetchSite === 'cross-site' ||
      (origin !== undefined && origin !== `${request.protocol}://${request.host}` && origin !== trusted);
    if (refused) {
      throw new HttpError(403, 'Requête refusée : elle ne provient pas de ce site.');
    }
  };
}
