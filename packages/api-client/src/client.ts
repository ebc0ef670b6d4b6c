import { SESSION_TOKEN_KEY } from '@lapm/contracts';
import { sessionStore } from '@lapm/session';
import ky from 'ky';
import { z } from 'zod';
import { ApiError, type ApiFieldIssue, apiMessages } from './errors';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let prefix = '/api';

/** Set once by the shell from the run-time manifest (the API host is not baked into any build). */
export function configureApi(options: { baseUrl: string }) {
  prefix = options.baseUrl;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Shapes the spec leaves open (album create/update/delete, logout) are read loosely.
export const anyObject = z.looseObject({ error: z.string().optional(), message: z.string().optional() });

/** The full address of an API path, under the prefix the shell configured. */
export const apiUrl = (path: string) => `${prefix.replace(/\/$/, '')}${path}`;

/** A response's JSON body; a non-JSON response is treated as empty (spec section 7). */
export function parseBody(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

const isAccessCodePath = (path: string) => /^\/galleries\/[0-9]+\/access$/.test(path);

/** A failed answer as an ApiError; a session the server no longer knows signs the page out. */
export function failureOf(status: number, body: unknown, path: string): ApiError {
  // The server no longer knows this session (revoked, expired): the guards send the visitor to /login.
  // A wrong password or album code is a 401 too, and says nothing of the session.
  if (status === 401 && path !== '/login' && !isAccessCodePath(path)) sessionStore.getState().signOut();
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  return new ApiError(message ?? apiMessages.httpStatus(status), status, issuesOf(body));
}

const issueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

/** The refused fields a 400 names, if any; a body of another shape names none. */
function issuesOf(body: unknown): ApiFieldIssue[] {
  const parsed = z.array(issueSchema).safeParse(isRecord(body) ? body.issues : undefined);
  return parsed.success ? parsed.data : [];
}

/**
 * One call to the API: cookies included, a JSON body only for a non-GET call with
 * a non-empty payload, a session token stored whenever a response carries one.
 */
export async function call<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  payload?: Record<string, unknown>,
): Promise<z.infer<S>> {
  const withBody = method !== 'GET' && payload !== undefined && Object.keys(payload).length > 0;
  let response: Response;
  try {
    response = await ky(path.replace(/^\//, ''), {
      prefix,
      method,
      credentials: 'include',
      throwHttpErrors: false,
      retry: 0,
      // The content type is set explicitly: some fetch implementations label a string body text/plain.
      ...(withBody ? { json: payload, headers: { 'content-type': 'application/json' } } : {}),
    });
  } catch (error) {
    // ky wraps a network failure; the browser's own text ("Failed to fetch"…) is on its cause.
    const original = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new ApiError(
      original instanceof Error && original.message ? original.message : apiMessages.unknown,
      null,
    );
  }

  const body = parseBody(await response.text());
  if (isRecord(body) && typeof body[SESSION_TOKEN_KEY] === 'string') {
    sessionStore.getState().signIn(body[SESSION_TOKEN_KEY]);
  }
  if (!response.ok) throw failureOf(response.status, body, path);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(apiMessages.unexpectedResponse, response.status);
  return parsed.data;
}

/**
 * A fire-and-forget notice to the API that must survive the page being left or hidden (the
 * « Consulter » click opens another tab): a beacon, with the session cookie and no body, so no
 * CORS preflight. Where beacons are missing or refused, a keepalive fetch does the same.
 */
export function beacon(path: string): void {
  const url = apiUrl(path);
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url)) return;
  void fetch(url, { method: 'POST', credentials: 'include', keepalive: true }).catch(() => undefined);
}
