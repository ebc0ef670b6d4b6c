import { DISPLAY_TOKEN_COOKIE, type PostedForm, RESET_TOKEN_PARAM } from '@lapm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormStamps } from '../api/enquiries/stamp';
import type { Config } from '../config';

/**
 * What every form handler shares (form-handlers.ts): what the browser posted, the API's answer,
 * and the three ways a page is drawn again. Kept apart so each handler file reads as the steps of
 * its own forms only.
 */

/** What the browser sent: every field as text, by input name. */
export type Fields = Record<string, string>;

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface FormTools {
  config: Config;
  /** The signed time a form is given (the enquiry form's minimum fill time). */
  formStamps: FormStamps;
  /** The JSON call the app makes, answered by the API as if the visitor's browser had made it. */
  callApi(
    request: FastifyRequest,
    path: string,
    payload: object,
    withSession?: boolean,
    method?: 'POST' | 'PUT',
  ): Promise<ApiAnswer>;
  /** The page again, with the line under the form and the values to put back. */
  again(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    posted: PostedForm,
    answer?: ApiAnswer,
  ): Promise<unknown>;
}

export type FormHandler = (
  fields: Fields,
  request: FastifyRequest,
  reply: FastifyReply,
  tools: FormTools,
) => Promise<unknown>;

/** How long the display token waits in its cookie for the app to start (seconds). */
const DISPLAY_COOKIE_SECONDS = 60;

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const messageOf = (answer: ApiAnswer) => text(answer.body.message) || `Erreur HTTP ${answer.status}`;
export const keep = (fields: Fields, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));

export const failed = (answer: ApiAnswer, values: Fields): PostedForm => ({
  outcome: { kind: 'error', text: messageOf(answer) },
  problem: null,
  values,
});
export const succeeded = (answer: ApiAnswer, values: Fields): PostedForm => ({
  outcome: { kind: 'success', text: messageOf(answer) },
  problem: null,
  values,
});
export const refused = (problem: { field: string; message: string }, values: Fields): PostedForm => ({
  outcome: null,
  problem,
  values,
});

/** The first thing a payload schema found wrong, as the field to mark and its message. */
export function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  return { field: String(issue?.path[0]), message: issue?.message ?? '' };
}

/**
 * A reset-like form refused before the call: a mangled token is not a field the visitor can fix,
 * so it is said above the form rather than under a field.
 */
export function refusedReset(problem: { field: string; message: string }): PostedForm {
  return problem.field === 'token'
    ? { outcome: { kind: 'error', text: problem.message }, problem: null, values: {} }
    : refused(problem, {});
}

/** A form whose values are never put back (a link's token, a password): the API's line only. */
export function answered(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  answer: ApiAnswer,
  tools: FormTools,
) {
  if (answer.status >= 400) return tools.again(request, reply, url, failed(answer, {}), answer);
  return tools.again(request, reply, url, succeeded(answer, {}));
}

/** Passes on the cookies the API set (a session opened or closed, an album's access). */
export function passCookies(reply: FastifyReply, answer: ApiAnswer) {
  const setCookie = answer.headers['set-cookie'];
  if (setCookie !== undefined) reply.header('set-cookie', setCookie);
}

/** The role named in a display token the API has just issued (its claims are only read here). */
export function roleOf(displayToken: string): unknown {
  try {
    return JSON.parse(Buffer.from(displayToken.split('.')[1] ?? '', 'base64url').toString('utf8')).role;
  } catch {
    return undefined;
  }
}

/** Passes on the session the API has just opened: its cookie and the page's copy. */
export function signIn(reply: FastifyReply, answer: ApiAnswer, displayToken: string, config: Config) {
  passCookies(reply, answer);
  // The page's copy of the session, for the app to store when it starts (packages/session).
  reply.setCookie(DISPLAY_TOKEN_COOKIE, displayToken, {
    path: '/',
    maxAge: DISPLAY_COOKIE_SECONDS,
    sameSite: 'lax',
    secure: config.httpsOnly,
  });
}

/** The page of a link from an e-mail, with its token: the form sends it back in a hidden field. */
export const linkPage = (path: string, token: string) =>
  token ? `${path}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}` : path;
