import {
  idParamsSchema,
  registerPayloadSchema,
  type User,
  userDeletePayloadSchema,
  userSelfUpdatePayloadSchema,
  userUpdatePayloadSchema,
  validationMessages,
} from '@lapm/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isForeignKeyViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { confirmOwnPassword } from '../auth/confirm-password';
import { setSessionCookie } from '../auth/cookie';
import { sessionOf } from '../auth/guard';
import { assertUncommonPassword, hashPassword } from '../auth/passwords';
import { tokenResponse } from '../auth/sessions';
import type { ApiContext } from '../context';
import { pendingConfirmationHolders, sendConfirmation } from '../email-confirmation/confirmations';
import { emailChangeNotice } from '../email-confirmation/emails';
import { HttpError } from '../errors';
import { invitationState } from '../invitations/repository';
import {
  addressValue,
  createUser,
  emailTakenError,
  findUserByEmail,
  findUserById,
  updateUser,
  userColumns,
  userNotFoundError,
} from './users';

export const userRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { config, db, sessions, limits, mailer, clock },
) => {
  // Registration always creates a client: the role is not part of the payload, and extra fields
  // (a "role": "admin" among them) are dropped by the schema.
  app.post(
    '/user/register',
    { config: { access: 'public' }, schema: { body: registerPayloadSchema } },
    async (request, reply) => {
      // A refused password is invalid input: it does not spend the address's registrations.
      assertUncommonPassword(request.body.password);
      await limits.registrationsByIp(request);
      const { adress, ...fields } = request.body;
      const user = await createUser(db, { ...fields, address: adress, role: 'user' });
      request.log.info({ event: 'register', userId: user.id }, 'compte créé');
      // The account works at once (the spec's flow); it stays « non confirmé » until the link is used.
      await sendConfirmation({ config, db, mailer, clock }, request.log, user, user.email, 'register');
      return reply
        .code(201)
        .send({ message: 'Votre compte a été créé. Vous pouvez maintenant vous connecter.' });
    },
  );

  // Users as the spec lists them; an invited client who has not answered yet says so.
  const listUsers = async (where?: SQL) => {
    const rows = await db
      .select({ ...userColumns, invitation: invitationState(clock()) })
      .from(users)
      .where(where)
      .orderBy(users.id);
    return rows.map(({ invitation, ...user }) => (invitation ? { ...user, invitation } : user));
  };

  app.get('/user', { config: { access: 'admin' } }, async () => ({ data: await listUsers() }));

  // The album owner picker's choices: clients only, an admin owns no album.
  app.get('/user/clients', { config: { access: 'admin' } }, async () => ({
    data: await listUsers(eq(users.role, 'user')),
  }));

  app.get(
    '/user/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw userNotFoundError();
      return { data: user };
    },
  );

  // The admin edits names, address and email; roles change only through the admin CLI.
  app.put(
    '/user',
    { config: { access: 'admin' }, schema: { body: userUpdatePayloadSchema } },
    async (request) => {
      const { id, address, ...fields } = request.body;
      const user = await updateUser(db, id, {
        ...fields,
        address: addressValue(address),
        // An address the admin types in is not proven to be the client's: unconfirmed until then.
        emailConfirmedAt: sql`case when lower(${users.email}) = lower(${fields.email}) then ${users.emailConfirmedAt} end`,
      });
      request.log.info(
        { event: 'user_updated', userId: id, by: sessionOf(request).user.id },
        'utilisateur modifié',
      );
      return { data: user };
    },
  );

  app.delete(
    '/user',
    { config: { access: 'admin' }, schema: { body: userDeletePayloadSchema } },
    async (request) => {
      const { id } = request.body;
      const admin = sessionOf(request).user;
      if (id === admin.id) throw new HttpError(409, 'Vous ne pouvez pas supprimer votre propre compte.');
      try {
        const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
        if (deleted.length === 0) throw userNotFoundError();
      } catch (error) {
        // The albums' foreign key refuses the deletion, even against an album created meanwhile.
        if (isForeignKeyViolation(error)) {
          throw new HttpError(
            409,
            'Cet utilisateur possède encore des albums : supprimez-les ou attribuez-les à un autre utilisateur avant de supprimer son compte.',
          );
        }
        throw error;
      }
      request.log.info({ event: 'user_deleted', userId: id, by: admin.id }, 'utilisateur supprimé');
      return { message: 'Utilisateur supprimé.' };
    },
  );

  // What the profile form starts from: the session's display copy does not carry every preference.
  app.get('/user/me', async (request) => {
    const user = await findUserById(db, sessionOf(request).user.id);
    if (!user) throw userNotFoundError();
    return { data: user };
  });

  // Any role edits their own profile; id and role are not in the payload, so they cannot change.
  app.put('/user/me', { schema: { body: userSelfUpdatePayloadSchema } }, async (request, reply) => {
    const session = sessionOf(request);
    const { password, currentPassword, address, album_emails, ...fields } = request.body;
    const emailChanges = fields.email.toLowerCase() !== session.user.email.toLowerCase();
    if (password || emailChanges) {
      if (!currentPassword) throw new HttpError(400, validationMessages.currentPasswordRequired);
      await confirmOwnPassword(
        { db, limits },
        request,
        session.user,
        currentPassword,
        validationMessages.currentPasswordWrong,
      );
    }
    // A new address replaces the old one only once it is confirmed (POST /email/confirm).
    const { email, ...rest } = fields;
    const changes = {
      ...rest,
      address: addressValue(address),
      ...(album_emails === undefined ? {} : { albumEmails: album_emails }),
    };
    if (emailChanges && (await findUserByEmail(db, email))) throw emailTakenError();
    // One link at a time per address: asking again, from this account or any other, sends nothing
    // while a link to it still works. What is sent is counted before anything is saved, so that a
    // refused request changes nothing.
    const holders = emailChanges ? await pendingConfirmationHolders(db, email, clock()) : [];
    const alreadySent = holders.includes(session.user.id);
    if (holders.length > 0 && !alreadySent) {
      throw new HttpError(
        409,
        'Un lien de confirmation a déjà été envoyé à cette adresse il y a moins de 24 heures : réessayez plus tard.',
      );
    }
    if (emailChanges && !alreadySent) {
      await limits.emailChangesByAccount(request);
      await limits.emailChangesByIp(request);
    }
    let answer: { user: User; displayToken: string };
    if (password) {
      assertUncommonPassword(password);
      const passwordHash = await hashPassword(password);
      // A new password logs every other device out: all sessions go, a new one is opened here.
      const { user, opened } = await db.transaction(async (tx) => {
        const user = await updateUser(tx, session.user.id, { ...changes, passwordHash });
        await sessions.revokeAllOf(tx, user.id);
        return { user, opened: await sessions.open(tx, user) };
      });
      setSessionCookie(config, reply, opened.cookieToken, opened.expiresAt);
      answer = { user, displayToken: opened.displayToken };
    } else {
      // Same session: the cookie stays, only the page's copy of the names changes.
      const user = await updateUser(db, session.user.id, changes);
      answer = { user, displayToken: await sessions.display(user, session.expiresAt) };
    }
    if (!emailChanges) return { ...tokenResponse(answer.displayToken), data: answer.user };
    if (alreadySent) {
      return {
        ...tokenResponse(answer.displayToken),
        data: answer.user,
        message: `Un lien de confirmation a déjà été envoyé à ${email} : il reste valable 24 heures après son envoi (pensez à regarder dans les courriers indésirables). Votre nouvelle adresse remplacera l’ancienne quand vous l’aurez ouvert.`,
      };
    }
    await sendConfirmation({ config, db, mailer, clock }, request.log, answer.user, email, 'change');
    mailer.queue(
      emailChangeNotice({ ...answer.user, confirmed: answer.user.email_confirmed === true }, email),
      request.log,
      'email_change_notice',
    );
    return {
      ...tokenResponse(answer.displayToken),
      data: answer.user,
      message: `Un lien de confirmation a été envoyé à ${email} : votre nouvelle adresse remplacera l’ancienne quand vous l’aurez ouvert.`,
    };
  });
};
