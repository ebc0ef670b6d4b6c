import type { PostedForm } from '@lapm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormStamps } from '../api/enquiries/stamp';
import type { Config } from '../config';
import { type ApiAnswer, type Fields, type FormTools, formHandlers } from './form-handlers';

/**
 * The account forms sent by the browser itself: before the app has started, or without it.
 * Each public account page is a real `<form method="post">` to its own path. The post is turned
 * into the JSON call the app would make, answered by the API itself (its schemas, limits, logs
 * and cookies), then into what a browser without the app needs: a 303 to the next screen, or the
 * same page rendered with the message and the values typed, never a password.
 */

/** Renders the page at `url` with a form's outcome and sends it with `status` (web/static.ts). */
export type SendPostedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  posted: PostedForm,
  status: number,
) => Promise<unknown>;

/** The headers that make the API see the same visitor (its address counts in the limits). */
const FORWARDED = ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

const refusedText = 'Requête refusée : elle ne provient pas de ce site.';

/**
 * A post is taken only from a page of this site. A browser names the page's origin in `Origin`;
 * under the site's `Referrer-Policy: no-referrer` it writes "null" there instead, and then
 * `Sec-Fetch-Site`, which no page can set, says whether it came from this origin. A post with
 * neither (another program) has no business with these forms: it can call the JSON API.
 */
export function isFromThisSite(request: FastifyRequest, siteUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    const own = [`${request.protocol}://${request.host}`, siteUrl && new URL(siteUrl).origin];
    return own.includes(origin);
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** The JSON call the app makes, answered by the API as if the visitor's browser had made it. */
function apiCaller(forms: FastifyInstance) {
  return async (
    request: FastifyRequest,
    path: string,
    payload: object,
    withSession = false,
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const name of withSession ? [...FORWARDED, 'cookie'] : FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await forms.inject({
      method,
      url: `/api${path}`,
      headers,
      payload: JSON.stringify(payload),
      remoteAddress: request.socket.remoteAddress ?? request.ip,
    });
    let body: Record<string, unknown> = {};
    try {
      body = response.json();
    } catch {}
    return { status: response.statusCode, body, headers: response.headers };
  };
}

/** A form's post: refused from elsewhere, else handled by `handle`. */
function formPoster(forms: FastifyInstance, config: Config, sendPostedPage: SendPostedPage) {
  return (
    path: string,
    handle: (fields: Fields, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => {
    forms.post(path, async (request, reply) => {
      const fields = (typeof request.body === 'object' && request.body ? request.body : {}) as Fields;
      if (!isFromThisSite(request, config.siteUrl)) {
        request.log.info({ event: 'form_refused' }, 'formulaire venu d’ailleurs refusé');
        // A visitor's own page (a gallery's) is no public page to draw the refusal on.
        if (path.includes(':')) return reply.code(403).type('text/plain; charset=utf-8').send(refusedText);
        return sendPostedPage(
          request,
          reply,
          path,
          { outcome: { kind: 'error', text: refusedText }, problem: null, values: {} },
          403,
        );
      }
      return handle(fields, request, reply);
    });
  };
}

/** The page again, with the line under the form and the values to put back. */
function pageAgain(sendPostedPage: SendPostedPage): FormTools['again'] {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    posted: PostedForm,
    answer?: ApiAnswer,
  ) => {
    const retryAfter = answer?.headers['retry-after'];
    if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
    return sendPostedPage(
      request,
      reply,
      url,
      posted,
      answer && answer.status >= 400 ? answer.status : posted.problem ? 400 : 200,
    );
  };
}

export async function registerFormPosts(
  app: FastifyInstance,
  {
    config,
    sendPostedPage,
    formStamps,
  }: { config: Config; sendPostedPage: SendPostedPage; formStamps: FormStamps },
) {
  await app.register(async (forms) => {
    // Only here: the API stays JSON-only, which no form of another site can send.
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        const fields: Fields = {};
        for (const [name, value] of new URLSearchParams(String(body))) fields[name] ??= value;
        done(null, fields);
      },
    );
    // An answer to one visitor's post, with what they typed in it: never kept by any cache.
    forms.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    const post = formPoster(forms, config, sendPostedPage);
    const tools = { config, callApi: apiCaller(forms), again: pageAgain(sendPostedPage), formStamps };
    for (const [path, handle] of Object.entries(formHandlers)) {
      post(path, (fields, request, reply) => handle(fields, request, reply, tools));
    }
  });
}
