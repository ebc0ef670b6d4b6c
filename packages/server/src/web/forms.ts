import {
  checkRegisterForm,
  checkResetConfirmForm,
  DISPLAY_TOKEN_COOKIE,
  homeOfRole,
  loginPayloadSchema,
  type PostedForm,
  paths,
  RESET_TOKEN_PARAM,
  resetRequestPayloadSchema,
  SESSION_TOKEN_KEY,
} from '@lapm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The account forms sent by the browser itself: before the app has started, or without it.
 * Each public account page is a real `<form method="post">` to its own path. The post is turned
 * into the JSON call the app would make, answered by the API itself (its schemas, limits, logs
 * and cookies), then into what a browser without the app needs: a 303 to the next screen, or the
 * same page rendered with the message and the values typed, never a password.
 */

/** What the browser sent: every field as text, by input name. */
type Fields = Record<string, string>;

/** Renders the page at `url` with a form's outcome and sends it with `status` (web/static.ts). */
export type SendPostedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  posted: PostedForm,
  status: number,
) => Promise<unknown>;

interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | number | undefined>;
}

/** The headers that make the API see the same visitor (its address counts in the limits). */
const FORWARDED = ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

const refusedText = 'Requête refusée : elle ne provient pas de ce site.';
/** How long the display token waits in its cookie for the app to start (seconds). */
const DISPLAY_COOKIE_SECONDS = 60;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const messageOf = (answer: ApiAnswer) => text(answer.body.message) || `Erreur HTTP ${answer.status}`;
const keep = (fields: Fields, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));

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

export async function registerFormPosts(
  app: FastifyInstance,
  { config, sendPostedPage }: { config: Config; sendPostedPage: SendPostedPage },
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

    /** The JSON call the app makes, answered by the API as if the visitor's browser had made it. */
    async function callApi(request: FastifyRequest, path: string, payload: object): Promise<ApiAnswer> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const name of FORWARDED) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const response = await forms.inject({
        method: 'POST',
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
    }

    /** A form's post: refused from elsewhere, else handled by `handle`. */
    function post(
      path: string,
      handle: (fields: Fields, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    ) {
      forms.post(path, async (request, reply) => {
        const fields = (typeof request.body === 'object' && request.body ? request.body : {}) as Fields;
        if (!isFromThisSite(request, config.siteUrl)) {
          request.log.info({ event: 'form_refused' }, 'formulaire venu d’ailleurs refusé');
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
    }

    /** The page again, with the line under the form and the values to put back. */
    function again(
      request: FastifyRequest,
      reply: FastifyReply,
      url: string,
      posted: PostedForm,
      answer?: ApiAnswer,
    ) {
      const retryAfter = answer?.headers['retry-after'];
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      return sendPostedPage(
        request,
        reply,
        url,
        posted,
        answer && answer.status >= 400 ? answer.status : posted.problem ? 400 : 200,
      );
    }

    const failed = (answer: ApiAnswer, values: Fields): PostedForm => ({
      outcome: { kind: 'error', text: messageOf(answer) },
      problem: null,
      values,
    });
    const succeeded = (answer: ApiAnswer, values: Fields): PostedForm => ({
      outcome: { kind: 'success', text: messageOf(answer) },
      problem: null,
      values,
    });
    const refused = (problem: { field: string; message: string }, values: Fields): PostedForm => ({
      outcome: null,
      problem,
      values,
    });

    /** Passes on the session the API has just opened: its cookie and the page's copy. */
    function signIn(reply: FastifyReply, answer: ApiAnswer, displayToken: string) {
      const setCookie = answer.headers['set-cookie'];
      if (setCookie !== undefined) reply.header('set-cookie', setCookie);
      // The page's copy of the session, for the app to store when it starts (packages/session).
      reply.setCookie(DISPLAY_TOKEN_COOKIE, displayToken, {
        path: '/',
        maxAge: DISPLAY_COOKIE_SECONDS,
        sameSite: 'lax',
        secure: config.httpsOnly,
      });
    }

    post(paths.login, async (fields, request, reply) => {
      const values = keep(fields, ['email']);
      const parsed = loginPayloadSchema.safeParse({
        email: fields.email ?? '',
        password: fields.password ?? '',
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return again(
          request,
          reply,
          paths.login,
          refused({ field: String(issue?.path[0]), message: issue?.message ?? '' }, values),
        );
      }
      const answer = await callApi(request, paths.login, parsed.data);
      const displayToken = text(answer.body[SESSION_TOKEN_KEY]);
      if (answer.status !== 200 || !displayToken)
        return again(request, reply, paths.login, failed(answer, values), answer);
      signIn(reply, answer, displayToken);
      const role = roleOf(displayToken);
      return reply.redirect(role === 'admin' ? homeOfRole.admin : homeOfRole.user, 303);
    });

    post(paths.register, async (fields, request, reply) => {
      const values = keep(fields, ['firstname', 'lastname', 'email', 'address', 'consent']);
      const check = checkRegisterForm({
        firstname: fields.firstname ?? '',
        lastname: fields.lastname ?? '',
        email: fields.email ?? '',
        password: fields.password ?? '',
        passwordConfirm: fields.passwordConfirm ?? '',
        address: fields.address ?? '',
        consent: fields.consent === 'on',
      });
      if (!check.ok) return again(request, reply, paths.register, refused(check.problem, values));
      const answer = await callApi(request, '/user/register', check.payload);
      if (answer.status >= 400) return again(request, reply, paths.register, failed(answer, values), answer);
      // Spec section 4: the secrets, the address and the consent go; names and email stay.
      return again(
        request,
        reply,
        paths.register,
        succeeded(answer, keep(fields, ['firstname', 'lastname', 'email'])),
      );
    });

    post(paths.resetPassword, async (fields, request, reply) => {
      const values = keep(fields, ['email']);
      const parsed = resetRequestPayloadSchema.safeParse({ email: fields.email ?? '' });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return again(
          request,
          reply,
          paths.resetPassword,
          refused({ field: 'email', message: issue?.message ?? '' }, values),
        );
      }
      const answer = await callApi(request, paths.resetPassword, parsed.data);
      if (answer.status >= 400)
        return again(request, reply, paths.resetPassword, failed(answer, values), answer);
      // Spec section 4: on success the email is cleared.
      return again(request, reply, paths.resetPassword, succeeded(answer, {}));
    });

    /** The page of a link from an e-mail, with its token: the form sends it back in a hidden field. */
    const linkPage = (path: string, token: string) =>
      token ? `${path}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}` : path;

    post(paths.resetPasswordConfirm, async (fields, request, reply) => {
      const token = fields[RESET_TOKEN_PARAM] ?? '';
      const url = linkPage(paths.resetPasswordConfirm, token);
      const check = checkResetConfirmForm({
        token,
        password: fields.password ?? '',
        passwordConfirm: fields.passwordConfirm ?? '',
      });
      if (!check.ok) {
        // A mangled token is not a field the visitor can fix.
        const posted: PostedForm =
          check.problem.field === 'token'
            ? { outcome: { kind: 'error', text: check.problem.message }, problem: null, values: {} }
            : refused(check.problem, {});
        return again(request, reply, url, posted);
      }
      const answer = await callApi(request, paths.resetPasswordConfirm, check.payload);
      if (answer.status >= 400) return again(request, reply, url, failed(answer, {}), answer);
      return again(request, reply, url, succeeded(answer, {}));
    });

    // The invited client's password, as a reset's; accepted, they are signed in and see their albums.
    post(paths.invitation, async (fields, request, reply) => {
      const token = fields[RESET_TOKEN_PARAM] ?? '';
      const url = linkPage(paths.invitation, token);
      const check = checkResetConfirmForm({
        token,
        password: fields.password ?? '',
        passwordConfirm: fields.passwordConfirm ?? '',
      });
      if (!check.ok) {
        const posted: PostedForm =
          check.problem.field === 'token'
            ? { outcome: { kind: 'error', text: check.problem.message }, problem: null, values: {} }
            : refused(check.problem, {});
        return again(request, reply, url, posted);
      }
      const answer = await callApi(request, '/invitation/accept', check.payload);
      const displayToken = text(answer.body[SESSION_TOKEN_KEY]);
      if (answer.status !== 200 || !displayToken)
        return again(request, reply, url, failed(answer, {}), answer);
      signIn(reply, answer, displayToken);
      return reply.redirect(paths.myAlbums, 303);
    });

    post(paths.confirmEmail, async (fields, request, reply) => {
      const token = fields[RESET_TOKEN_PARAM] ?? '';
      const answer = await callApi(request, '/email/confirm', { token });
      const url = linkPage(paths.confirmEmail, token);
      if (answer.status >= 400) return again(request, reply, url, failed(answer, {}), answer);
      return again(request, reply, url, succeeded(answer, {}));
    });
  });
}

/** The role named in a display token the API has just issued (its claims are only read here). */
function roleOf(displayToken: string): unknown {
  try {
    return JSON.parse(Buffer.from(displayToken.split('.')[1] ?? '', 'base64url').toString('utf8')).role;
  } catch {
    return undefined;
  }
}
