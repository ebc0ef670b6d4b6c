import { type Role, STRICT_EMAIL_PATTERN, type User } from '@lapm/contracts';
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

/**
 * The spelling under which an address is one account, for lookups and counters alike. An address of
 * the strict syntax (plain ASCII) is one account whatever its case: JavaScript and PostgreSQL
 * lower-case ASCII alike. Any other, which only a login still accepts (an account stored before that
 * syntax), is taken exactly as typed: the two lower-case other letters differently (« İ » is « i »
 * in a UTF-8 database, « i̇ » in JavaScript), so one account would answer to spellings that the
 * login delays count apart.
 */
export const emailKey = (email: string) => (STRICT_EMAIL_PATTERN.test(email) ? email.toLowerCase() : email);

/** Lookups of a strict address go through the lower(email) index; see emailKey. */
export const sameEmail = (email: string) =>
  STRICT_EMAIL_PATTERN.test(email) ? sql`lower(${users.email}) = lower(${email})` : eq(users.email, email);

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

/**
 * Ends every pending link of the account (invitation, password reset, address confirmation): a
 * database function, which the change of an address or a role also runs (migration 0011).
 */
export async function endPendingLinks(tx: Database, userId: number) {
  await tx.execute(sql`select end_pending_links(${userId})`);
}
