import { commonPasswordMessage, emailSchema, passwordSchema, type User } from '@lapm/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword, isCommonPassword } from '../api/auth/passwords';
import { revokeAllSessionsOf } from '../api/auth/sessions';
import { createUser, sameEmail, updateUser } from '../api/users/users';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export interface AdminInput {
  email: string;
  password: string;
  firstname?: string | undefined;
  lastname?: string | undefined;
}

export class AdminInputError extends Error {}

function check<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AdminInputError(`${what} : ${result.error.issues[0]?.message}`);
  return result.data;
}

function checkPassword(password: string): string {
  const checked = check(passwordSchema, password, 'Mot de passe');
  if (isCommonPassword(checked)) throw new AdminInputError(`Mot de passe : ${commonPasswordMessage}`);
  return checked;
}

const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** "le 25 novembre 2026 à 09:15", in the studio's time zone. */
export const frenchDateTime = (date: Date) => `le ${dateTimeFormat.format(date)}`;

async function findAccount(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(sameEmail(email));
  return row;
}

/**
 * Creates an admin account. An existing address is refused: whoever registered the studio's
 * public address first must not become admin by default (see `promoteToAdmin`).
 */
export async function createAdmin(db: Database, input: AdminInput): Promise<User> {
  const email = check(emailSchema, input.email, 'Email');
  const password = checkPassword(input.password);
  const existing = await findAccount(db, email);
  if (existing) {
    throw new AdminInputError(
      `Un compte existe déjà avec l'adresse ${existing.email} (créé ${frenchDateTime(existing.createdAt)}). ` +
        "Vérifiez qu'il est bien le vôtre, puis relancez avec --promote : un nouveau mot de passe lui sera " +
        'donné et toutes ses sessions seront fermées.',
    );
  }
  return createUser(db, {
    email,
    password,
    firstname: input.firstname?.trim() || 'Administrateur',
    lastname: input.lastname?.trim() || 'LAPM',
    role: 'admin',
    emailConfirmed: true,
  });
}

/**
 * Makes an existing account admin, explicitly: its password is replaced (whoever chose the old one
 * loses access) and every open session of it is closed, in one transaction.
 */
export async function promoteToAdmin(
  db: Database,
  input: Pick<AdminInput, 'email' | 'password'>,
): Promise<{ user: User; createdAt: Date; revokedSessions: number }> {
  const email = check(emailSchema, input.email, 'Email');
  const passwordHash = await hashPassword(checkPassword(input.password));
  const existing = await findAccount(db, email);
  if (!existing) {
    throw new AdminInputError(
      `Aucun compte avec l'adresse ${email} : relancez sans --promote pour le créer.`,
    );
  }
  return db.transaction(async (tx) => {
    // Whoever runs the command has checked that the address is the studio's.
    const user = await updateUser(tx, existing.id, {
      role: 'admin',
      passwordHash,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
    });
    const revokedSessions = await revokeAllSessionsOf(tx, existing.id);
    return { user, createdAt: existing.createdAt, revokedSessions };
  });
}
