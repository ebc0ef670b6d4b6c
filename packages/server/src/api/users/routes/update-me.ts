import { type User, userSelfUpdatePayloadSchema, validationMessages } from '@lapm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { confirmOwnPassword } from '../../auth/confirm-password';
import { setSessionCookie } from '../../auth/cookie';
import { sessionOf } from '../../auth/guard';
import { assertUncommonPassword, hashPassword } from '../../auth/passwords';
import { tokenResponse } from '../../auth/sessions';
import type { ApiApp, ApiContext } from '../../context';
import { pendingConfirmationHolders, sendConfirmation } from '../../email-confirmation/confirmations';
import { emailChangeNotice } from '../../email-confirmation/emails';
import { HttpError } from '../../errors';
import { addressValue, emailTakenError, findUserByEmail, updateUser } from '../users';

type Payload = z.output<typeof userSelfUpdatePayloadSchema>;
type Session = ReturnType<typeof sessionOf>;

/** Any role edits their own profile; id and role are not in the payload, so they cannot change. */
export function updateMeRoute(app: ApiApp, context: ApiContext) {
  app.put('/user/me', { schema: { body: userSelfUpdatePayloadSchema } }, async (request, reply) => {
    const session = sessionOf(request);
    const { password, currentPassword, address, album_emails, ...fields } = request.body;
    const { email, ...rest } = fields;
    const emailChanges = email.toLowerCase() !== session.user.email.toLowerCase();
    if (password || emailChanges) await confirmCurrentPassword(context, request, session, currentPassword);
    const alreadySent = emailChanges && (await linkAlreadySent(context, request, session, email));
    // A new address replaces the old one only once it is confirmed (POST /email/confirm).
    const changes = {
      ...rest,
      address: addressValue(address),
      ...(album_emails === undefined ? {} : { albumEmails: album_emails }),
    };
    const answer = await saveProfile(context, reply, session, changes, password);
    const saved = { ...tokenResponse(answer.displayToken), data: answer.user };
    if (!emailChanges) return saved;
    if (alreadySent) {
      return {
        ...saved,
        message: `Un lien de confirmation a déjà été envoyé à ${email} : il reste valable 24 heures après son envoi (pensez à regarder dans les courriers indésirables). Votre nouvelle adresse remplacera l’ancienne quand vous l’aurez ouvert.`,
      };
    }
    const { config, db, mailer, clock } = context;
    await sendConfirmation({ config, db, mailer, clock }, request.log, answer.user, email, 'change');
    mailer.queue(
      emailChangeNotice({ ...answer.user, confirmed: answer.user.email_confirmed === true }, email),
      request.log,
      'email_change_notice',
    );
    return {
      ...saved,
      message: `Un lien de confirmation a été envoyé à ${email} : votre nouvelle adresse remplacera l’ancienne quand vous l’aurez ouvert.`,
    };
  });
}

/** A new password or a new address asks for the current password first. */
async function confirmCurrentPassword(
  { db, limits }: ApiContext,
  request: FastifyRequest,
  session: Session,
  currentPassword: Payload['currentPassword'],
) {
  if (!currentPassword) throw new HttpError(400, validationMessages.currentPasswordRequired);
  await confirmOwnPassword(
    { db, limits },
    request,
    session.user,
    currentPassword,
    validationMessages.currentPasswordWrong,
  );
}

/**
 * Whether this account already has a working link to `email`. One link at a time per address:
 * asking again, from this account or any other, sends nothing while a link to it still works.
 * What is sent is counted before anything is saved, so that a refused request changes nothing.
 */
async function linkAlreadySent(
  { db, limits, clock }: ApiContext,
  request: FastifyRequest,
  session: Session,
  email: string,
): Promise<boolean> {
  if (await findUserByEmail(db, email)) throw emailTakenError();
  const holders = await pendingConfirmationHolders(db, email, clock());
  const alreadySent = holders.includes(session.user.id);
  if (holders.length > 0 && !alreadySent) {
    throw new HttpError(
      409,
      'Un lien de confirmation a déjà été envoyé à cette adresse il y a moins de 24 heures : réessayez plus tard.',
    );
  }
  if (!alreadySent) {
    await limits.emailChangesByAccount(request);
    await limits.emailChangesByIp(request);
  }
  return alreadySent;
}

/** Saves the profile; a new password logs every other device out and opens a new session here. */
async function saveProfile(
  { config, db, sessions }: ApiContext,
  reply: FastifyReply,
  session: Session,
  changes: Parameters<typeof updateUser>[2],
  password: Payload['password'],
): Promise<{ user: User; displayToken: string }> {
  if (!password) {
    // Same session: the cookie stays, only the page's copy of the names changes.
    const user = await updateUser(db, session.user.id, changes);
    return { user, displayToken: await sessions.display(user, session.expiresAt) };
  }
  assertUncommonPassword(password);
  const passwordHash = await hashPassword(password);
  const { user, opened } = await db.transaction(async (tx) => {
    const user = await updateUser(tx, session.user.id, { ...changes, passwordHash });
    await sessions.revokeAllOf(tx, user.id);
    return { user, opened: await sessions.open(tx, user) };
  });
  setSessionCookie(config, reply, opened.cookieToken, opened.expiresAt);
  return { user, displayToken: opened.displayToken };
}
