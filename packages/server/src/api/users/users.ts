import type { Role, User } from '@lapm/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { HttpError } from '../errors';

/** The columns a response may show: never the password hash. */
export const userColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  address: users.address,
  email: users.email,
  role: users.role,
  email_confirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
  album_emails: users.albumEmails,
};

export const emailTakenError = () => new HttpError(409, 'Un compte existe déjà avec cet email.');
export const userNotFoundError = () => new HttpError(404, 'Utilisateur introuvable.');

/** Emails are one account whatever their case: lookups go through the lower(email) index. */
export const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** An empty address is no address. */
export const addressValue = (address: string | null | undefined) =>
  address === undefined ? undefined : address || null;

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sameEmail(email));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  address?: string | null | undefined;
  password: string;
  role: Role;
  /** An account the studio makes itself (admin, demo) needs no confirmation link. */
  emailConfirmed?: boolean;
}

export async function createUser(db: Database, input: NewUser): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        address: addressValue(input.address) ?? null,
        role: input.role,
        passwordHash,
        emailConfirmedAt: input.emailConfirmed ? sql`now()` : null,
      })
      .returning(userColumns);
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

/** Updates a user's fields; a taken email answers 409, an unknown id 404. */
export async function updateUser(
  db: Database,
  id: number,
  fields: {
    [K in
      | 'firstname'
      | 'lastname'
      | 'email'
      | 'address'
      | 'role'
      | 'passwordHash'
      | 'emailConfirmedAt'
      | 'albumEmails']?: (typeof users.$inferInsert)[K] | SQL;
  },
): Promise<User> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(userColumns);
    if (!row) throw userNotFoundError();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
