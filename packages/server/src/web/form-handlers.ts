import {
  BOOKING_FIELDS,
  BOOKING_SLOT_FIELD,
  bookingMessages,
  checkBookingForm,
  checkEnquiryForm,
  checkRegisterForm,
  checkResetConfirmForm,
  DISPLAY_TOKEN_COOKIE,
  ENQUIRY_FIELDS,
  ENQUIRY_STAMP,
  enquiryMessages,
  galleryAccessPayloadSchema,
  galleryPath,
  homeOfRole,
  LOGOUT_FORM_PATH,
  loginPayloadSchema,
  type PostedForm,
  paths,
  pricedServicePages,
  RESET_TOKEN_PARAM,
  resetRequestPayloadSchema,
  SESSION_TOKEN_KEY,
} from '@lapm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormStamps } from '../api/enquiries/stamp';
import type { Config } from '../config';

/**
 * What each account form posted without the app does (forms.ts): the JSON call the app would
 * make, then a 303 to the next screen, or the same page with the message and the values typed.
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
  callApi(request: FastifyRequest, path: string, payload: object, withSession?: boolean): Promise<ApiAnswer>;
  /** The page again, with the line under the form and the values to put back. */
  again(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    posted: PostedForm,
    answer?: ApiAnswer,
  ): Promise<unknown>;
}

type FormHandler = (
  fields: Fields,
  request: FastifyRequest,
  reply: FastifyReply,
  tools: FormTools,
) => Promise<unknown>;

/** How long the display token waits in its cookie for the app to start (seconds). */
const DISPLAY_COOKIE_SECONDS = 60;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const messageOf = (answer: ApiAnswer) => text(answer.body.message) || `Erreur HTTP ${answer.status}`;
const keep = (fields: Fields, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])));

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

/** The role named in a display token the API has just issued (its claims are only read here). */
function roleOf(displayToken: string): unknown {
  try {
    return JSON.parse(Buffer.from(displayToken.split('.')[1] ?? '', 'base64url').toString('utf8')).role;
  } catch {
    return undefined;
  }
}

/** Passes on the session the API has just opened: its cookie and the page's copy. */
function signIn(reply: FastifyReply, answer: ApiAnswer, displayToken: string, config: Config) {
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

/** The page of a link from an e-mail, with its token: the form sends it back in a hidden field. */
const linkPage = (path: string, token: string) =>
  token ? `${path}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}` : path;

/** Login: the session's cookies, then the home of the account's role. */
const login: FormHandler = async (fields, request, reply, tools) => {
  const values = keep(fields, ['email']);
  const parsed = loginPayloadSchema.safeParse({
    email: fields.email ?? '',
    password: fields.password ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return tools.again(
      request,
      reply,
      paths.login,
      refused({ field: String(issue?.path[0]), message: issue?.message ?? '' }, values),
    );
  }
  const answer = await tools.callApi(request, paths.login, parsed.data);
  const displayToken = text(answer.body[SESSION_TOKEN_KEY]);
  if (answer.status !== 200 || !displayToken)
    return tools.again(request, reply, paths.login, failed(answer, values), answer);
  signIn(reply, answer, displayToken, tools.config);
  const role = roleOf(displayToken);
  return reply.redirect(role === 'admin' ? homeOfRole.admin : homeOfRole.user, 303);
};

/** Registration. */
const register: FormHandler = async (fields, request, reply, tools) => {
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
  if (!check.ok) return tools.again(request, reply, paths.register, refused(check.problem, values));
  const answer = await tools.callApi(request, '/user/register', check.payload);
  if (answer.status >= 400)
    return tools.again(request, reply, paths.register, failed(answer, values), answer);
  // Spec section 4: the secrets, the address and the consent go; names and email stay.
  return tools.again(
    request,
    reply,
    paths.register,
    succeeded(answer, keep(fields, ['firstname', 'lastname', 'email'])),
  );
};

/** A reset link asked for. */
const resetRequest: FormHandler = async (fields, request, reply, tools) => {
  const values = keep(fields, ['email']);
  const parsed = resetRequestPayloadSchema.safeParse({ email: fields.email ?? '' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return tools.again(
      request,
      reply,
      paths.resetPassword,
      refused({ field: 'email', message: issue?.message ?? '' }, values),
    );
  }
  const answer = await tools.callApi(request, paths.resetPassword, parsed.data);
  if (answer.status >= 400)
    return tools.again(request, reply, paths.resetPassword, failed(answer, values), answer);
  // Spec section 4: on success the email is cleared.
  return tools.again(request, reply, paths.resetPassword, succeeded(answer, {}));
};

/** A new password, from the reset link. */
const resetConfirm: FormHandler = async (fields, request, reply, tools) => {
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
    return tools.again(request, reply, url, posted);
  }
  const answer = await tools.callApi(request, paths.resetPasswordConfirm, check.payload);
  if (answer.status >= 400) return tools.again(request, reply, url, failed(answer, {}), answer);
  return tools.again(request, reply, url, succeeded(answer, {}));
};

/** An e-mail address confirmed, from the link sent to it. */
const confirmEmail: FormHandler = async (fields, request, reply, tools) => {
  const token = fields[RESET_TOKEN_PARAM] ?? '';
  const answer = await tools.callApi(request, '/email/confirm', { token });
  const url = linkPage(paths.confirmEmail, token);
  if (answer.status >= 400) return tools.again(request, reply, url, failed(answer, {}), answer);
  return tools.again(request, reply, url, succeeded(answer, {}));
};

/** A booking cancelled from the link of its confirmation e-mail: a press on the button, never the visit. */
const cancelBooking: FormHandler = async (fields, request, reply, tools) => {
  const token = fields[RESET_TOKEN_PARAM] ?? '';
  const answer = await tools.callApi(request, '/bookings/cancel', { token });
  const url = linkPage(paths.cancelBooking, token);
  if (answer.status >= 400) return tools.again(request, reply, url, failed(answer, {}), answer);
  return tools.again(request, reply, url, succeeded(answer, {}));
};

/**
 * A booking moved from the link of its e-mail: the page again, drawn with the booking where it is
 * now and the slots free now (a slot taken meanwhile is gone from the list, the old one kept).
 */
const moveBooking: FormHandler = async (fields, request, reply, tools) => {
  const token = fields[RESET_TOKEN_PARAM] ?? '';
  const url = linkPage(paths.moveBooking, token);
  const start = fields[BOOKING_SLOT_FIELD] ?? '';
  if (!start)
    return tools.again(
      request,
      reply,
      url,
      refused({ field: BOOKING_SLOT_FIELD, message: bookingMessages.slotInvalid }, {}),
    );
  const answer = await tools.callApi(request, '/bookings/move', { token, start });
  if (answer.status >= 400) return tools.again(request, reply, url, failed(answer, {}), answer);
  return tools.again(request, reply, url, succeeded(answer, {}));
};

/** The invited client's password, as a reset's; accepted, they are signed in and see their albums. */
const acceptInvitation: FormHandler = async (fields, request, reply, tools) => {
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
    return tools.again(request, reply, url, posted);
  }
  const answer = await tools.callApi(request, '/invitation/accept', check.payload);
  const displayToken = text(answer.body[SESSION_TOKEN_KEY]);
  if (answer.status !== 200 || !displayToken)
    return tools.again(request, reply, url, failed(answer, {}), answer);
  signIn(reply, answer, displayToken, tools.config);
  return reply.redirect(paths.myAlbums, 303);
};

/** « Se déconnecter » of the client area: the session closed and its cookies cleared, then the login page. */
const logout: FormHandler = async (_fields, request, reply, tools) => {
  const answer = await tools.callApi(request, '/logout', {}, true);
  const setCookie = answer.headers['set-cookie'];
  if (setCookie !== undefined) reply.header('set-cookie', setCookie);
  reply.clearCookie(DISPLAY_TOKEN_COOKIE, { path: '/' });
  // The app may have copied the display token (name, e-mail) to this browser's storage on an
  // earlier page; posted before the app started, nothing else would remove it.
  reply.header('Clear-Site-Data', '"storage"');
  return reply.redirect(paths.login, 303);
};

/** An enquiry (/contacts): stored and mailed by the API, or the page again with what was typed. */
const enquiry: FormHandler = async (fields, request, reply, tools) => {
  const url = paths.contact;
  const typed = keep(fields, [...ENQUIRY_FIELDS, ENQUIRY_STAMP]);
  const check = checkEnquiryForm(fields);
  if (!check.ok) return tools.again(request, reply, url, refused(check.problem, typed));
  const answer = await tools.callApi(request, '/enquiries', check.payload);
  const fresh = { [ENQUIRY_STAMP]: await tools.formStamps.issue() };
  if (answer.status >= 400) {
    // A stamp the API refused as expired or forged would be refused again: a new one replaces it.
    const values = messageOf(answer) === enquiryMessages.expired ? { ...typed, ...fresh } : typed;
    return tools.again(request, reply, url, failed(answer, values), answer);
  }
  // A fresh form: what was sent is the studio's now.
  return tools.again(request, reply, url, succeeded(answer, fresh));
};

/**
 * A booking from a service page: held by the API, or the page again with what was typed. The page
 * is drawn again either way, so its list of free times is as it is now: a slot taken meanwhile is
 * gone from it.
 */
const booking =
  (url: string): FormHandler =>
  async (fields, request, reply, tools) => {
    const typed = keep(fields, [...BOOKING_FIELDS, ENQUIRY_STAMP]);
    const check = checkBookingForm(fields);
    if (!check.ok) return tools.again(request, reply, url, refused(check.problem, typed));
    const answer = await tools.callApi(request, '/bookings', check.payload);
    const fresh = { [ENQUIRY_STAMP]: await tools.formStamps.issue() };
    if (answer.status >= 400) {
      // The form is drawn again with a fresh stamp: the list it carries may have changed anyway.
      const { start: _, ...kept } = typed;
      const values = messageOf(answer) === enquiryMessages.tooFast ? typed : { ...kept, ...fresh };
      return tools.again(request, reply, url, failed(answer, values), answer);
    }
    return tools.again(request, reply, url, succeeded(answer, { ...fresh, formula: typed.formula ?? '' }));
  };

/**
 * « Accéder à une galerie »: the code (and the guest's name) checked by the API under its limits;
 * right, the album's cookie passed on and a 303 to the gallery; wrong, the page again with the code.
 */
const galleryAccess: FormHandler = async (fields, request, reply, tools) => {
  const url = paths.galleryAccess;
  const values = keep(fields, ['code', 'guest']);
  const parsed = galleryAccessPayloadSchema.safeParse({ code: fields.code ?? '', guest: fields.guest ?? '' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return tools.again(
      request,
      reply,
      url,
      refused({ field: String(issue?.path[0]), message: issue?.message ?? '' }, values),
    );
  }
  const answer = await tools.callApi(request, '/galleries/access', parsed.data);
  const albumId = answer.body.albumId;
  if (answer.status !== 200 || typeof albumId !== 'number')
    return tools.again(request, reply, url, failed(answer, values), answer);
  const setCookie = answer.headers['set-cookie'];
  if (setCookie !== undefined) reply.header('set-cookie', setCookie);
  return reply.redirect(galleryPath(albumId), 303);
};

/** The forms, by the path they are posted to (the page's own; the logout form's, its own). */
export const formHandlers: Record<string, FormHandler> = {
  [paths.login]: login,
  [paths.register]: register,
  [paths.resetPassword]: resetRequest,
  [paths.resetPasswordConfirm]: resetConfirm,
  [paths.invitation]: acceptInvitation,
  [paths.confirmEmail]: confirmEmail,
  [paths.cancelBooking]: cancelBooking,
  [paths.moveBooking]: moveBooking,
  [paths.galleryAccess]: galleryAccess,
  [LOGOUT_FORM_PATH]: logout,
  [paths.contact]: enquiry,
  ...Object.fromEntries(Object.values(pricedServicePages).map((path) => [path, booking(path)])),
};
