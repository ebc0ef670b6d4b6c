import {
  checkRegisterForm,
  checkResetConfirmForm,
  DISPLAY_TOKEN_COOKIE,
  galleryAccessPayloadSchema,
  galleryPath,
  homeOfRole,
  loginPayloadSchema,
  paths,
  RESET_TOKEN_PARAM,
  resetRequestPayloadSchema,
  SESSION_TOKEN_KEY,
} from '@lapm/contracts';
import {
  answered,
  type FormHandler,
  failed,
  firstIssue,
  keep,
  linkPage,
  passCookies,
  refused,
  refusedReset,
  roleOf,
  signIn,
  succeeded,
  text,
} from './form-answers';

/**
 * The account forms: signing in and out, registering, a forgotten password, an invitation, and a
 * gallery's code. What they share is a session or an access the API opens, passed on to the browser.
 */

/** Login: the session's cookies, then the home of the account's role. */
export const login: FormHandler = async (fields, request, reply, tools) => {
  const values = keep(fields, ['email']);
  const parsed = loginPayloadSchema.safeParse({
    email: fields.email ?? '',
    password: fields.password ?? '',
  });
  if (!parsed.success)
    return tools.again(request, reply, paths.login, refused(firstIssue(parsed.error), values));
  const answer = await tools.callApi(request, paths.login, parsed.data);
  const displayToken = text(answer.body[SESSION_TOKEN_KEY]);
  if (answer.status !== 200 || !displayToken)
    return tools.again(request, reply, paths.login, failed(answer, values), answer);
  signIn(reply, answer, displayToken, tools.config);
  const role = roleOf(displayToken);
  return reply.redirect(role === 'admin' ? homeOfRole.admin : homeOfRole.user, 303);
};

/** Registration. */
export const register: FormHandler = async (fields, request, reply, tools) => {
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
export const resetRequest: FormHandler = async (fields, request, reply, tools) => {
  const values = keep(fields, ['email']);
  const parsed = resetRequestPayloadSchema.safeParse({ email: fields.email ?? '' });
  if (!parsed.success) {
    const { message } = firstIssue(parsed.error);
    return tools.again(request, reply, paths.resetPassword, refused({ field: 'email', message }, values));
  }
  const answer = await tools.callApi(request, paths.resetPassword, parsed.data);
  if (answer.status >= 400)
    return tools.again(request, reply, paths.resetPassword, failed(answer, values), answer);
  // Spec section 4: on success the email is cleared.
  return tools.again(request, reply, paths.resetPassword, succeeded(answer, {}));
};

/** A password chosen from a link's page: the link's own page, and the form checked as the browser does. */
function passwordFromLink(fields: Parameters<FormHandler>[0], page: string) {
  const token = fields[RESET_TOKEN_PARAM] ?? '';
  const check = checkResetConfirmForm({
    token,
    password: fields.password ?? '',
    passwordConfirm: fields.passwordConfirm ?? '',
  });
  return { url: linkPage(page, token), check };
}

/** A new password, from the reset link. */
export const resetConfirm: FormHandler = async (fields, request, reply, tools) => {
  const { url, check } = passwordFromLink(fields, paths.resetPasswordConfirm);
  if (!check.ok) return tools.again(request, reply, url, refusedReset(check.problem));
  const answer = await tools.callApi(request, paths.resetPasswordConfirm, check.payload);
  return answered(request, reply, url, answer, tools);
};

/** The invited client's password, as a reset's; accepted, they are signed in and see their albums. */
export const acceptInvitation: FormHandler = async (fields, request, reply, tools) => {
  const { url, check } = passwordFromLink(fields, paths.invitation);
  if (!check.ok) return tools.again(request, reply, url, refusedReset(check.problem));
  const answer = await tools.callApi(request, '/invitation/accept', check.payload);
  const displayToken = text(answer.body[SESSION_TOKEN_KEY]);
  if (answer.status !== 200 || !displayToken)
    return tools.again(request, reply, url, failed(answer, {}), answer);
  signIn(reply, answer, displayToken, tools.config);
  return reply.redirect(paths.myAlbums, 303);
};

/** « Se déconnecter » of the client area: the session closed and its cookies cleared, then the login page. */
export const logout: FormHandler = async (_fields, request, reply, tools) => {
  const answer = await tools.callApi(request, '/logout', {}, true);
  passCookies(reply, answer);
  reply.clearCookie(DISPLAY_TOKEN_COOKIE, { path: '/' });
  // The app may have copied the display token (name, e-mail) to this browser's storage on an
  // earlier page; posted before the app started, nothing else would remove it.
  reply.header('Clear-Site-Data', '"storage"');
  return reply.redirect(paths.login, 303);
};

/**
 * « Accéder à une galerie »: the code (and the guest's name) checked by the API under its limits;
 * right, the album's cookie passed on and a 303 to the gallery; wrong, the page again with the code.
 */
export const galleryAccess: FormHandler = async (fields, request, reply, tools) => {
  const url = paths.galleryAccess;
  const values = keep(fields, ['code', 'guest']);
  const parsed = galleryAccessPayloadSchema.safeParse({ code: fields.code ?? '', guest: fields.guest ?? '' });
  if (!parsed.success) return tools.again(request, reply, url, refused(firstIssue(parsed.error), values));
  const answer = await tools.callApi(request, '/galleries/access', parsed.data);
  const albumId = answer.body.albumId;
  if (answer.status !== 200 || typeof albumId !== 'number')
    return tools.again(request, reply, url, failed(answer, values), answer);
  passCookies(reply, answer);
  return reply.redirect(galleryPath(albumId), 303);
};
